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
  watch: 'Videoyu izleyin',
  readMore: 'Devamını okuyun',
  subHeading: 'Eğitmenlerimizden öneriler',
  meetArtist: 'Profili görüntüleyin',
  readIssue: 'Sayıyı okuyun',
  portrait: '{name} portresi',
  atWork: '{name} çalışırken',
  signature: 'Vazgeçilmez ürünü: {product}.',
  newsletter: 'Pro Bülten: {month}',
  items: {
    video: [
      ['Beş dakikada ışıltılı cilt', 'Gün boyu canlı görünen bir cilt için hızlı bir rutin.'],
      [
        'Düşük göz kapakları için smokey eye',
        'Göz kapağını ağırlaştırmadan bakışı açmak için farı yukarı doğru dağıtın.',
      ],
      [
        'Uzun süre kalıcı gelin makyajı',
        'Cildi hazırlayın, ince katmanlarla sabitleyin ve rötuş kitini yanınızda tutun.',
      ],
      ['Doğal ve belirgin kaşlar', 'İnce uçlu bir kalemle tel tel çizin, ardından şeffaf jelle sabitleyin.'],
    ],
    'product-tip': [
      [
        'Second Skin Fondöten: üç farklı uygulama',
        'Yüksek kapatıcılık için fırça, doğal bir bitiş için nemli sünger, çıplak cilt etkisi için parmak uçları.',
      ],
      [
        'Dudakları kurutmayan Velvet Matte ruj',
        'Dudakları peeling ile arındırıp nemlendirin, ardından rengi tampon hareketlerle uygulayın.',
      ],
      [
        'Makyaj öncesi ve sonrası Hydra Prep Mist',
        'Nem için fondötenden önce, pudrayı cilde yedirmek için pudradan sonra sıkın.',
      ],
      ['Longwear Kapatıcı: az, çoktur', 'Gözün iç köşesine küçük bir dokunuş, bakışı aydınlatmaya yeter.'],
    ],
    article: [
      [
        'Sezonun makyaj trendleri',
        'Orman meyvesi tonlarında dudaklar, saten cilt ve grafik eyeliner podyumlara damgasını vuruyor.',
      ],
      ['Profesyonel makyaj çantanızı oluşturun', 'Setten düğüne, her ten rengiyle çalışmak için olmazsa olmazlar.'],
      [
        'Kit hijyeni: temel alışkanlıklar',
        'Fırçaları her müşteriden sonra dezenfekte edin, krem ürünler için spatula kullanın.',
      ],
      ['Üyelere özel: fırçalarda %20 indirim', 'Tüm fırça serisinde üyelere özel indirim.'],
    ],
    'artist-spotlight': [
      [
        'Selin Aydın',
        '{name}, on iki moda haftasında kulis makyajı yaptı ve yüksek çözünürlüklü kameralar için makyaj eğitimi veriyor.',
      ],
      ['Zeynep Kaya', '{name}, pek çok dergi çekiminin makyajını imzaladı ve grafik dudak atölyelerimizi yönetiyor.'],
      ['Emre Demir', '{name}, sinema setlerinde çalışıyor ve özel efekt makyajı tekniklerini öğretiyor.'],
    ],
    newsletter: [
      'Bu ay: düğün sezonu, yeni Velvet Matte tonları ve masterclass takvimi.',
      'Bu ay: nemli havalarda cilt hazırlığı, Hydra Prep Mist ve eğitmenlerimizin favorileri.',
      'Bu ay: grafik eyeliner, Ink Precision Liner ve üyelerden gelen soruların yanıtları.',
    ],
  },
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
