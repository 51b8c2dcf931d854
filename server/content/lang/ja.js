// @ts-check
/** Japanese (polite form). Japan has no store of its own, so links go to the US store, as in English. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'ja-JP',
  wpml: 'japanese',
  market: 'us',
  steps: [
    '保湿ケアで肌を整えます。',
    '製品を薄く重ねてなじませます。',
    'メイクを固定し、自然光で仕上がりを確認します。',
  ],
  shop: '製品を見る',
  tip: 'ポイント：',
  tipText: '作業は必ず自然光の下で行いましょう。',
  banner: {
    notice:
      '<p><strong>お知らせ：</strong>マスタークラスの日程を公開しました。<a href="#/master-classes">カレンダーを見る</a></p>',
    login: '<p>プロフェッショナル会員に登録したメールアドレスでログインできます。</p>',
  },
  classes: {
    button: '席を予約する',
    intro: '{presenter}と過ごす、実践型の一日。',
    includes: ['ライブデモンストレーション', 'モデルを使った実技', 'キットとランチ付き'],
    seats: ['定員に限りがあります。', 'お早めにご予約ください', '。'],
    titles: {
      editorial: 'エディトリアル肌づくりマスタークラス',
      bridal: 'ブライダルビューティー：リハーサルから当日まで',
      redCarpet: 'レッドカーペット・グラム',
      colour: 'あらゆる肌色のための色彩理論',
      runway: 'ランウェイ舞台裏のスピードテクニック',
      liner: 'グラフィックライナー集中講座',
      airbrush: 'エアブラシファンデーションの基礎',
      mature: '大人の肌：リフトアップとツヤ',
      sfx: '特殊メイク入門',
      camera: 'HD・映像に映える肌づくり',
      brows: '眉のデザインと立体感',
      boldColour: '目元と口元のビビッドカラー',
    },
  },
};
