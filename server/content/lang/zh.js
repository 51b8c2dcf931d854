// @ts-check
/** Simplified Chinese (您, as the interface). No store of its own, so links go to the US store. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'zh-CN',
  wpml: 'mandarin',
  market: 'us',
  steps: ['先用保湿产品打底，让肌肤充分滋润。', '少量多次，薄涂产品。', '定妆后，在自然光下检查妆效。'],
  shop: '查看产品',
  tip: '小贴士：',
  tipText: '尽量在自然光下化妆。',
  watch: '观看视频',
  readMore: '阅读全文',
  subHeading: '来自培训师的建议',
  meetArtist: '查看简介',
  readIssue: '阅读本期',
  portrait: '{name}的肖像照',
  atWork: '工作中的{name}',
  signature: '心头好：{product}',
  newsletter: 'Pro 会员简报：{month}',
  items: {
    video: [
      ['五分钟打造光泽肌', '一套快速上妆流程，让好气色持续一整天。'],
      ['肿眼泡也能驾驭的烟熏妆', '眼影向上晕染，打开眼型，又不会让眼皮显得厚重。'],
      ['持久不脱妆的新娘妆', '做好妆前护理，薄涂分层定妆，并随身准备补妆工具。'],
      ['自然立体的眉形', '用细头眉笔一根根画出眉毛，再用透明眉胶定型。'],
    ],
    'product-tip': [
      ['Second Skin 粉底液的三种上妆方法', '想要遮瑕力就用刷子，想要自然妆感就用湿润的美妆蛋，想要裸肌感就用指腹。'],
      ['Velvet Matte 口红不拔干的秘诀', '先去角质、再保湿，最后轻拍上色，打造舒适的哑光唇。'],
      ['Hydra Prep 喷雾：妆前妆后都好用', '上粉底前喷一下补水，扑粉后再喷一下，让妆容更服帖。'],
      ['Longwear 遮瑕膏：少即是多', '在内眼角轻点一点，就能让双眼瞬间明亮。'],
    ],
    article: [
      ['本季彩妆趋势', '莓果色唇妆、缎光肌和图形眼线成为秀场主角。'],
      ['如何打造专业化妆箱', '从片场到婚礼，应对各种肤色的必备单品。'],
      ['化妆工具卫生：基本好习惯', '每服务完一位顾客都要消毒化妆刷，膏状产品请用刮棒取用。'],
      ['会员专享：全线化妆刷八折', '会员购买全线化妆刷可享专属折扣。'],
    ],
    'artist-spotlight': [
      ['林薇', '{name}曾在十二个时装周后台担任化妆师，现教授高清镜头底妆。'],
      ['陈晓', '{name}为众多时尚杂志打造妆容，并主持我们的图形唇妆工作坊。'],
      ['王浩', '{name}长期在电影片场工作，向学员传授特效化妆技巧。'],
    ],
    newsletter: [
      '本月看点：婚礼季、Velvet Matte 新色和大师课日程。',
      '本月看点：潮湿天气的妆前护理、Hydra Prep 喷雾和培训师的心头好。',
      '本月看点：图形眼线、Ink Precision Liner 以及会员问答。',
    ],
  },
  banner: {
    notice: '<p><strong>最新消息：</strong>大师课日程现已公布。<a href="#/master-classes">查看日程</a></p>',
    login: '<p>会员可使用专业会员注册时的电子邮箱登录。</p>',
  },
  classes: {
    button: '预订名额',
    intro: '与{presenter}一起度过实操的一天。',
    includes: ['现场示范', '真人模特实操', '含化妆工具和午餐'],
    seats: ['名额有限，', '欢迎尽早预订', '。'],
    titles: {
      editorial: '杂志大片底妆大师课',
      bridal: '新娘妆：从试妆到婚礼当天',
      redCarpet: '红毯魅力妆',
      colour: '适合各种肤色的色彩理论',
      runway: '秀场后台快速化妆技巧',
      liner: '图形眼线强化课',
      airbrush: '喷枪粉底入门',
      mature: '熟龄肌：提拉与光泽',
      sfx: '特效化妆入门',
      camera: '高清与影视镜头前的完美肌肤',
      brows: '眉形设计与塑造',
      boldColour: '浓烈色彩：眼妆与唇妆',
    },
  },
};
