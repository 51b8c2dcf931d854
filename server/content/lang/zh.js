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
