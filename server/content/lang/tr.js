// @ts-check
/** Turkish (the polite -In form, as the interface). No store of its own, so links go to the US store. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'tr-TR',
  wpml: 'turkish',
  market: 'us',
  steps: [
    'Cildi nemlendiriciyle hazırlayın.',
    'Ürünü ince katmanlar hâlinde uygulayın.',
    'Makyajı sabitleyin ve sonucu gün ışığında kontrol edin.',
  ],
  shop: 'Ürünü keşfedin',
  tip: 'İpucu:',
  tipText: 'her zaman doğal ışıkta çalışın.',
  banner: {
    notice:
      '<p><strong>Yeni:</strong> masterclass tarihleri açıklandı. <a href="#/master-classes">Takvimi görüntüleyin</a>.</p>',
    login: '<p>Üyeler, profesyonel üyeliklerine kayıtlı e-posta adresiyle giriş yapabilir.</p>',
  },
  classes: {
    button: 'Yer ayırtın',
    intro: '{presenter} ile uygulamalı bir gün.',
    includes: ['Canlı gösterim', 'Model üzerinde uygulama', 'Kit ve öğle yemeği dâhil'],
    seats: ['Kontenjan sınırlıdır: ', 'yerinizi hemen ayırtın', '.'],
    titles: {
      editorial: 'Dergi çekimleri için cilt masterclass’ı',
      bridal: 'Gelin makyajı: provadan büyük güne',
      redCarpet: 'Kırmızı halı ışıltısı',
      colour: 'Her ten rengi için renk teorisi',
      runway: 'Defile kulisi: hızlı teknikler',
      liner: 'Yoğun grafik eyeliner eğitimi',
      airbrush: 'Airbrush fondötenin temelleri',
      mature: 'Olgun cilt: sıkılık ve ışıltı',
      sfx: 'Özel efekt makyajına giriş',
      camera: 'HD ve sinema için kameraya hazır cilt',
      brows: 'Kaş haritalama ve şekillendirme',
      boldColour: 'Canlı renkler: gözler ve dudaklar',
    },
  },
};
