// @ts-check
/** The news (WordPress type `article`, #MACTREND): English items and, in one place, the other languages' items. */
import { hostileField, hostileImage, hostileLinks, hostileUrl } from '../hostile.js';
import { image } from '../images.js';
import { storeLinks } from '../markets.js';
import { product, productPath, richDescription, SERIES, TOPICS } from '../phrases.js';
import { slugify } from '../wp.js';

const NB = '\u00a0'; // French sets a no-break space before a colon

/** @type {import('./index.js').FeedContent} */
export default {
  type: 'article',
  base: 4000,
  english: 27,
  en: (i, hostile, { publicBase }) => {
    const promo = i % 4 === 3;
    const title = promo ? `Members' offer: 20% off ${product(i)}` : `${TOPICS[(i + 5) % TOPICS.length]}, explained`;
    const buy = i % 3 === 0 ? [] : [product(i), product(i + 1)];
    const subHeading = promo
      ? 'This month only, in every market'
      : `Notes from our ${SERIES[i % SERIES.length].toLowerCase()} team`;
    const linkText = promo ? 'Shop the offer' : 'Read more';
    const img = image('article', i, title, publicBase);
    return {
      title,
      content: richDescription(title, product(i)),
      acf: {
        type: promo ? 'promo' : 'article',
        sub_heading: hostile ? hostileField(subHeading, hostile.n + 1) : subHeading,
        image: hostile ? hostileImage(img, hostile.n + 2) : img,
        link_text: hostile ? hostileField(linkText, hostile.n + 3) : linkText,
        url: hostile && !hostile.odd ? hostileUrl(hostile.n + 4) : `https://store.example/us/stories/${slugify(title)}`,
        buy_now_list: buy.map((name, j) => {
          const thumbnail = image('thumb', i * 2 + j, name, publicBase);
          if (!hostile)
            return { text: name, thumbnail, links: j === 1 && i % 2 ? {} : storeLinks(`products/${slugify(name)}`) };
          const n = hostile.n + 5 + j;
          return {
            text: hostileField(name, n),
            thumbnail: hostileImage(thumbnail, n),
            links: hostileLinks(n),
          };
        }),
      },
    };
  },
  translated: ([title, lead], i, { lang, pack, text, description, publicBase }) => ({
    title,
    content: description(lead, i),
    acf: {
      type: i === 3 ? 'promo' : 'article',
      sub_heading: text.subHeading,
      image: image('article', 50 + i, title, publicBase),
      link_text: text.readMore,
      url: `https://store.example/${pack.market}/stories/${lang}-${i + 1}`,
      buy_now_list:
        i % 2
          ? []
          : [
              {
                text: pack.shop,
                thumbnail: image('thumb', 50 + i, pack.shop, publicBase),
                links: storeLinks(productPath(i)),
              },
            ],
    },
  }),
  /** Per language: a news item's link text and sub-heading, and [title, lead] per item (the fourth a promotion). */
  languages: {
    fr: {
      readMore: 'Lire la suite',
      subHeading: 'Les conseils de nos formateurs',
      items: [
        [
          'Les tendances maquillage de la saison',
          'Lèvres baies, peau satinée et eye-liner graphique dominent les défilés.',
        ],
        [
          'Construire son kit professionnel',
          'Les essentiels pour travailler sur toutes les carnations, du plateau au mariage.',
        ],
        [
          `Hygiène du kit${NB}: les bons réflexes`,
          'Désinfectez vos pinceaux entre chaque cliente et utilisez une spatule pour les crèmes.',
        ],
        [
          `Offre membres${NB}: −20${NB}% sur les pinceaux`,
          'Profitez d’une remise réservée aux membres sur toute la gamme de pinceaux.',
        ],
        [
          'Travailler sous la lumière du studio',
          `Les flashs révèlent la brillance${NB}: matifiez la zone T et évitez les poudres avec filtre solaire.`,
        ],
        [
          'Rencontre avec les artistes des coulisses',
          'Trois maquilleuses racontent la préparation d’un défilé en quarante minutes.',
        ],
      ],
    },
    es: {
      readMore: 'Leer más',
      subHeading: 'Consejos de nuestros formadores',
      items: [
        [
          'Las tendencias de maquillaje de la temporada',
          'Labios color frambuesa, piel satinada y eyeliner gráfico dominan las pasarelas.',
        ],
        [
          'Cómo montar tu kit profesional',
          'Lo imprescindible para trabajar con todos los tonos de piel, del plató a la boda.',
        ],
        [
          'Higiene del kit: los hábitos básicos',
          'Desinfecta las brochas entre clienta y clienta y usa una espátula para las texturas en crema.',
        ],
        [
          'Oferta para miembros: 20 % de descuento en brochas',
          'Un descuento exclusivo para miembros en toda la gama de brochas.',
        ],
      ],
    },
    pt: {
      readMore: 'Ler mais',
      subHeading: 'Conselhos dos nossos formadores',
      items: [
        [
          'As tendências de maquilhagem da estação',
          'Lábios cor de amora, pele acetinada e eyeliner gráfico dominam as passerelles.',
        ],
        [
          'Como montar o seu kit profissional',
          'O essencial para trabalhar todos os tons de pele, do estúdio ao casamento.',
        ],
        [
          'Higiene do kit: os hábitos certos',
          'Desinfete os pincéis entre clientes e use uma espátula para os produtos em creme.',
        ],
        [
          'Oferta para membros: 20% de desconto em pincéis',
          'Um desconto exclusivo para membros em toda a gama de pincéis.',
        ],
      ],
    },
    it: {
      readMore: 'Leggi di più',
      subHeading: 'I consigli dei nostri formatori',
      items: [
        [
          'Le tendenze make-up della stagione',
          'Labbra color frutti di bosco, pelle satinata ed eyeliner grafico dominano le passerelle.',
        ],
        [
          'Come costruire il tuo kit professionale',
          'Gli indispensabili per lavorare su ogni incarnato, dal set al matrimonio.',
        ],
        [
          'Igiene del kit: le buone abitudini',
          'Disinfetta i pennelli tra una cliente e l’altra e usa una spatola per i prodotti in crema.',
        ],
        [
          'Offerta per i membri: 20% di sconto sui pennelli',
          'Uno sconto riservato ai membri su tutta la linea di pennelli.',
        ],
      ],
    },
    de: {
      readMore: 'Weiterlesen',
      subHeading: 'Tipps aus unserem Trainerteam',
      items: [
        [
          'Die Make-up-Trends der Saison',
          'Beerige Lippen, seidiger Teint und grafischer Eyeliner bestimmen die Laufstege.',
        ],
        ['So stellen Sie Ihr Profi-Kit zusammen', 'Alles Wichtige für jeden Hautton, vom Fotoset bis zur Hochzeit.'],
        [
          'Hygiene im Kit: die wichtigsten Regeln',
          'Desinfizieren Sie Pinsel nach jeder Kundin und entnehmen Sie Cremeprodukte mit einem Spatel.',
        ],
        [
          'Für Mitglieder: 20 % auf alle Pinsel',
          'Ein exklusiver Rabatt für Mitglieder auf das gesamte Pinselsortiment.',
        ],
      ],
    },
    zh: {
      readMore: '阅读全文',
      subHeading: '来自培训师的建议',
      items: [
        ['本季彩妆趋势', '莓果色唇妆、缎光肌和图形眼线成为秀场主角。'],
        ['如何打造专业化妆箱', '从片场到婚礼，应对各种肤色的必备单品。'],
        ['化妆工具卫生：基本好习惯', '每服务完一位顾客都要消毒化妆刷，膏状产品请用刮棒取用。'],
        ['会员专享：全线化妆刷八折', '会员购买全线化妆刷可享专属折扣。'],
      ],
    },
    he: {
      readMore: 'להמשך קריאה',
      subHeading: 'טיפים מהמדריכים שלנו',
      items: [
        ['טרנדים באיפור לעונה הזו', 'שפתיים בגוון פירות יער, עור סאטני ואייליינר גרפי שולטים על המסלולים.'],
        ['איך בונים ערכת איפור מקצועית', 'כל מה שצריך כדי לעבוד עם כל גווני העור, מהסט ועד החתונה.'],
        ['היגיינה בערכה: הרגלים בסיסיים', 'לחטא מברשות בין לקוחה ללקוחה ולהשתמש במרית למוצרי קרם.'],
        ['הטבה לחברים: 20% הנחה על מברשות', 'הנחה בלעדית לחברים על כל סדרת המברשות.'],
      ],
    },
    ja: {
      readMore: '続きを読む',
      subHeading: 'トレーナーからのアドバイス',
      items: [
        [
          '今シーズンのメイクトレンド',
          'ベリー系のリップ、サテン肌、グラフィックなアイライナーがランウェイの主役です。',
        ],
        [
          'プロのメイクキットのそろえ方',
          '撮影現場からブライダルまで、あらゆる肌色に対応するための必需品を紹介します。',
        ],
        ['キットの衛生管理：基本の習慣', 'お客様ごとにブラシを消毒し、クリーム製品はスパチュラで取り分けましょう。'],
        ['メンバー限定：ブラシ全品20％オフ', 'ブラシシリーズ全品を、メンバーだけの特別価格でお求めいただけます。'],
        [
          'スタジオ照明の下でのメイク',
          'フラッシュはテカリを強調します。Tゾーンはマットに整え、日焼け止め成分入りのパウダーは避けましょう。',
        ],
        [
          'バックステージのアーティストに聞く',
          '3人のメイクアップアーティストが、40分でショーの準備を整える舞台裏を語ります。',
        ],
      ],
    },
    ko: {
      readMore: '더 읽기',
      subHeading: '트레이너의 조언',
      items: [
        ['이번 시즌 메이크업 트렌드', '베리 립, 새틴 피부, 그래픽 아이라이너가 런웨이를 장악했어요.'],
        ['프로 메이크업 키트 구성법', '촬영장부터 웨딩까지, 모든 피부 톤에 대응하는 필수 아이템을 소개해요.'],
        ['키트 위생 관리: 기본 습관', '고객마다 브러시를 소독하고, 크림 제품은 스패출러로 덜어 쓰세요.'],
        ['회원 혜택: 브러시 전 제품 20% 할인', '브러시 전 라인을 회원 전용 가격으로 만나 보세요.'],
      ],
    },
    nl: {
      readMore: 'Lees verder',
      subHeading: 'Tips van onze trainers',
      items: [
        [
          'De make-uptrends van dit seizoen',
          'Bessenrode lippen, een satijnen huid en grafische eyeliner domineren de catwalks.',
        ],
        [
          'Zo stel je je professionele kit samen',
          'De basics om met elke huidskleur te werken, van fotoshoot tot bruiloft.',
        ],
        [
          'Hygiëne in je kit: de basisregels',
          'Desinfecteer je kwasten na elke klant en gebruik een spatel voor crèmeproducten.',
        ],
        ['Ledenaanbieding: 20% korting op kwasten', 'Een exclusieve korting voor leden op de hele kwastenlijn.'],
      ],
    },
    el: {
      readMore: 'Διαβάστε περισσότερα',
      subHeading: 'Συμβουλές από τους εκπαιδευτές μας',
      items: [
        [
          'Οι τάσεις του μακιγιάζ για τη σεζόν',
          'Χείλη σε αποχρώσεις μούρων, σατινέ επιδερμίδα και γραφικό eyeliner κυριαρχούν στις πασαρέλες.',
        ],
        [
          'Πώς να φτιάξετε το επαγγελματικό σας κιτ',
          'Τα απαραίτητα για να δουλεύετε με όλους τους τόνους επιδερμίδας, από το πλατό μέχρι τον γάμο.',
        ],
        [
          'Υγιεινή του κιτ: οι βασικές συνήθειες',
          'Απολυμαίνετε τα πινέλα μετά από κάθε πελάτισσα και χρησιμοποιείτε σπάτουλα για τα κρεμώδη προϊόντα.',
        ],
        ['Προσφορά για μέλη: 20% έκπτωση στα πινέλα', 'Αποκλειστική έκπτωση για τα μέλη σε όλη τη σειρά πινέλων.'],
      ],
    },
    tr: {
      readMore: 'Devamını okuyun',
      subHeading: 'Eğitmenlerimizden öneriler',
      items: [
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
    },
    th: {
      readMore: 'อ่านต่อ',
      subHeading: 'คำแนะนำจากเทรนเนอร์ของเรา',
      items: [
        ['เทรนด์เมคอัพประจำซีซัน', 'ริมฝีปากโทนเบอร์รี ผิวซาติน และอายไลเนอร์กราฟิกครองรันเวย์'],
        ['จัดกระเป๋าเมคอัพมืออาชีพ', 'ไอเทมจำเป็นสำหรับทุกสีผิว ตั้งแต่กองถ่ายไปจนถึงงานแต่งงาน'],
        ['สุขอนามัยของอุปกรณ์: นิสัยพื้นฐาน', 'ฆ่าเชื้อแปรงทุกครั้งก่อนแต่งหน้าให้ลูกค้าคนถัดไป และใช้ไม้พายตักผลิตภัณฑ์เนื้อครีม'],
        ['สิทธิพิเศษสมาชิก: ลด 20% สำหรับแปรงทุกชิ้น', 'ส่วนลดเฉพาะสมาชิกสำหรับแปรงทุกรุ่นในคอลเลกชัน'],
      ],
    },
    ar: {
      readMore: 'قراءة المزيد',
      subHeading: 'نصائح من مدربينا',
      items: [
        ['صيحات المكياج لهذا الموسم', 'شفاه بلون التوت، وبشرة ساتانية، وآيلاينر جريء على منصات العروض.'],
        [
          'كيف تبني حقيبة مكياج احترافية',
          'الأساسيات التي تحتاجها للعمل على جميع درجات البشرة، من موقع التصوير إلى حفلات الزفاف.',
        ],
        ['نظافة الأدوات: عادات أساسية', 'عقّم الفرش بعد كل عميلة، واستخدم الملعقة لأخذ المنتجات الكريمية.'],
        ['عرض للأعضاء: خصم ٢٠٪ على الفرش', 'خصم حصري للأعضاء على مجموعة الفرش كاملة.'],
        [
          'العمل تحت إضاءة الاستوديو',
          'يكشف الفلاش اللمعان: اجعل منطقة T مطفأة، وتجنّب البودرة التي تحتوي على واقٍ من الشمس.',
        ],
        ['لقاء مع فنانات الكواليس', 'ثلاث فنانات مكياج يروين كيف يجهّزن عرض أزياء في أربعين دقيقة.'],
      ],
    },
  },
};
