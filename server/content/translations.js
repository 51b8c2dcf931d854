// @ts-check
/**
 * French, Arabic and Japanese items for the translated feeds: real sentences, so RTL, accents and
 * text without spaces get tested. Japanese so far has the news feed only. They read as the app's tables do:
 * French sets no-break spaces before : and %, Arabic addresses no gender (steps and links are verbal nouns)
 * and writes Arabic-Indic digits.
 */

/**
 * @typedef {object} LanguagePack
 * @property {string[]} steps three list items used in every description
 * @property {string} shop link text into the store
 * @property {string} tip label before the closing tip
 * @property {string} tipText
 * @property {string} watch
 * @property {string} readMore
 * @property {string} subHeading
 * @property {{ article: Array<[string, string]>, video?: Array<[string, string]>, 'product-tip'?: Array<[string, string]> }} items
 *   [title, lead sentence] per feed; a feed left out answers [] in that language
 */

/** @type {Record<'fr' | 'ar' | 'ja', LanguagePack>} */
export const TRANSLATIONS = {
  fr: {
    steps: [
      'Préparez la peau avec un soin hydratant.',
      'Appliquez le produit en couches fines.',
      'Fixez, puis vérifiez le rendu à la lumière du jour.',
    ],
    shop: 'Découvrir le produit',
    tip: 'Astuce\u00a0:',
    tipText: 'travaillez toujours à la lumière naturelle.',
    watch: 'Regarder la vidéo',
    readMore: 'Lire la suite',
    subHeading: 'Les conseils de nos formateurs',
    items: {
      video: [
        ['Teint lumineux en cinq minutes', 'Une routine express pour un teint éclatant qui tient toute la journée.'],
        ['Le smoky eye pour paupières tombantes', 'Estompez vers le haut pour ouvrir le regard sans alourdir la paupière mobile.'],
        ['Maquillage de mariée longue tenue', 'Préparez la peau, fixez en couches fines et gardez un kit de retouche à portée de main.'],
        ['Sourcils naturels et structurés', 'Dessinez des poils fins avec un crayon précis, puis fixez-les avec un gel transparent.'],
        ['Corriger les cernes avec la couleur', 'Un correcteur pêche neutralise les tons bleutés avant l’anticernes.'],
        ['Sculpter le visage au stick crème', 'Appliquez sous les pommettes et estompez au pinceau pour un contour diffus.'],
      ],
      'product-tip': [
        ['Fond de teint Second Skin\u00a0: trois façons de l’appliquer', 'Au pinceau pour la couvrance, à l’éponge humide pour un fini naturel, du bout des doigts pour un effet peau nue.'],
        ['Rouge à lèvres Velvet Matte sans dessécher', 'Exfoliez, hydratez, puis tamponnez la couleur pour un mat confortable.'],
        ['La brume Hydra Prep avant et après le maquillage', 'Vaporisez avant le fond de teint pour hydrater et après la poudre pour la fondre.'],
        ['Anticernes longue tenue\u00a0: moins, c’est mieux', 'Une petite touche au coin interne de l’œil suffit à illuminer le regard.'],
        ['Mascara Lift & Curl pour cils raides', 'Recourbez d’abord, puis zigzaguez la brosse depuis la racine.'],
        ['Poudre Blur\u00a0: fixer sans effet plâtré', 'Pressez la poudre avec une houppette uniquement là où la peau brille.'],
      ],
      article: [
        ['Les tendances maquillage de la saison', 'Lèvres baies, peau satinée et eye-liner graphique dominent les défilés.'],
        ['Construire son kit professionnel', 'Les essentiels pour travailler sur toutes les carnations, du plateau au mariage.'],
        ['Hygiène du kit\u00a0: les bons réflexes', 'Désinfectez vos pinceaux entre chaque cliente et utilisez une spatule pour les crèmes.'],
        ['Offre membres\u00a0: −20\u00a0% sur les pinceaux', 'Profitez d’une remise réservée aux membres sur toute la gamme de pinceaux.'],
        ['Travailler sous la lumière du studio', 'Les flashs révèlent la brillance\u00a0: matifiez la zone T et évitez les poudres avec filtre solaire.'],
        ['Rencontre avec les artistes des coulisses', 'Trois maquilleuses racontent la préparation d’un défilé en quarante minutes.'],
      ],
    },
  },
  ar: {
    steps: [
      'تجهيز البشرة بمرطب مناسب.',
      'وضع المنتج على طبقات رقيقة.',
      'تثبيت المكياج ثم التحقق منه في ضوء النهار.',
    ],
    shop: 'اكتشاف المنتج',
    tip: 'نصيحة:',
    tipText: 'العمل دائمًا في ضوء طبيعي.',
    watch: 'مشاهدة الفيديو',
    readMore: 'قراءة المزيد',
    subHeading: 'نصائح من خبرائنا',
    items: {
      video: [
        ['بشرة مشرقة في خمس دقائق', 'روتين سريع لبشرة نضرة تدوم طوال اليوم.'],
        ['المكياج الدخاني للجفون المنسدلة', 'دمج الظلال نحو الأعلى يفتح العين دون إثقال الجفن.'],
        ['مكياج عروس يدوم طويلاً', 'تجهيز البشرة، وتثبيت المكياج بطبقات رقيقة، وإبقاء أدوات التصحيح في متناول اليد.'],
        ['حواجب طبيعية ومحددة', 'رسم شعيرات دقيقة بقلم رفيع ثم تثبيتها بجل شفاف.'],
        ['تصحيح الهالات الداكنة بالألوان', 'يعادل المصحح الخوخي الدرجات الزرقاء قبل وضع الكونسيلر.'],
        ['نحت الوجه بقلم الكونتور الكريمي', 'يوضع تحت عظام الوجنتين ويُدمج بالفرشاة للحصول على ظل ناعم.'],
      ],
      'product-tip': [
        ['كريم الأساس Second Skin: ثلاث طرق للتطبيق', 'بالفرشاة لتغطية كاملة، وبالإسفنجة الرطبة لمظهر طبيعي، وبأطراف الأصابع لإحساس خفيف.'],
        ['أحمر شفاه Velvet Matte دون جفاف', 'تقشير الشفاه وترطيبها ثم وضع اللون بالتربيت للحصول على لمسة مطفأة مريحة.'],
        ['رذاذ Hydra Prep قبل المكياج وبعده', 'يُرش قبل كريم الأساس للترطيب وبعد البودرة لدمجها مع البشرة.'],
        ['الكونسيلر طويل الثبات: القليل يكفي', 'لمسة صغيرة في الزاوية الداخلية للعين تكفي لإضاءة النظرة.'],
        ['ماسكارا Lift & Curl للرموش المستقيمة', 'ثني الرموش أولاً ثم تحريك الفرشاة بشكل متعرج من الجذور.'],
        ['بودرة Blur للتثبيت دون مظهر ثقيل', 'تُضغط البودرة بالإسفنجة على المناطق اللامعة فقط.'],
      ],
      article: [
        ['صيحات المكياج لهذا الموسم', 'شفاه بلون التوت وبشرة ساتانية وآيلاينر جريء على منصات العروض.'],
        ['بناء حقيبة المكياج الاحترافية', 'الأساسيات للعمل على جميع درجات البشرة، من موقع التصوير إلى حفلات الزفاف.'],
        ['نظافة الأدوات: عادات أساسية', 'تعقيم الفرش بين كل عميلة وأخرى، واستخدام الملعقة لأخذ المنتجات الكريمية.'],
        ['عرض للأعضاء: خصم ٢٠٪ على الفرش', 'خصم حصري للأعضاء على مجموعة الفرش كاملة.'],
        ['العمل تحت إضاءة الاستوديو', 'يكشف الفلاش اللمعان: لذا يُنصح بمنطقة T مطفأة وبتجنب البودرة التي تحتوي على واقٍ من الشمس.'],
        ['لقاء مع فنانات الكواليس', 'ثلاث فنانات مكياج يروين كيف يجهّزن عرض أزياء في أربعين دقيقة.'],
      ],
    },
  },
  ja: {
    steps: [
      '保湿ケアで肌を整えます。',
      '製品を薄く重ねてなじませます。',
      'メイクを固定し、自然光で仕上がりを確認します。',
    ],
    shop: '製品を見る',
    tip: 'ポイント：',
    tipText: '作業は必ず自然光の下で行いましょう。',
    watch: '動画を見る',
    readMore: '続きを読む',
    subHeading: 'トレーナーからのアドバイス',
    items: {
      article: [
        ['今シーズンのメイクトレンド', 'ベリー系のリップ、サテン肌、グラフィックなアイライナーがランウェイの主役です。'],
        ['プロのメイクキットのそろえ方', '撮影現場からブライダルまで、あらゆる肌色に対応するための必需品を紹介します。'],
        ['キットの衛生管理：基本の習慣', 'お客様ごとにブラシを消毒し、クリーム製品はスパチュラで取り分けましょう。'],
        ['メンバー限定：ブラシ全品20％オフ', 'ブラシシリーズ全品を、メンバーだけの特別価格でお求めいただけます。'],
        ['スタジオ照明の下でのメイク', 'フラッシュはテカリを強調します。Tゾーンはマットに整え、日焼け止め成分入りのパウダーは避けましょう。'],
        ['バックステージのアーティストに聞く', '3人のメイクアップアーティストが、40分でショーの準備を整える舞台裏を語ります。'],
      ],
    },
  },
};
