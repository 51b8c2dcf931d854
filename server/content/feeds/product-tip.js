// @ts-check
/** The product tips (WordPress type `product-tip`): English items and, in one place, the other languages' items. */
import { HOSTILE_YOUTUBE_ID, hostileField, hostileLinks } from '../hostile.js';
import { variedLinks } from '../markets.js';
import { product, productPath, richDescription, youtubeId } from '../phrases.js';
import { slugify } from '../wp.js';

const NB = '\u00a0'; // French sets a no-break space before a colon

/** @type {import('./index.js').FeedContent} */
export default {
  type: 'product-tip',
  base: 3000,
  english: 23,
  en: (i, hostile) => {
    const names = [product(i), product(i + 3), product(i + 7)].slice(0, 1 + (i % 3));
    return {
      title: `How to use ${product(i)}`,
      content: richDescription(`How to use ${product(i)}`, product(i)),
      acf: {
        youtube_id: hostile && !hostile.odd ? HOSTILE_YOUTUBE_ID : youtubeId(100 + i),
        buy_now_list: names.map((name, j) => ({
          text: hostile ? hostileField(`Shop ${name}`, hostile.n + 1 + j) : `Shop ${name}`,
          links: hostile ? hostileLinks(hostile.n + 5 + j) : variedLinks(`products/${slugify(name)}`, i + j),
        })),
      },
    };
  },
  translated: ([title, lead], i, { lang, pack, description }) => ({
    title,
    content: description(lead, i),
    acf: {
      youtube_id: `tip${lang}${String(i).padStart(2, '0')}Xyz_`.slice(0, 11),
      buy_now_list: [{ text: pack.shop, links: variedLinks(productPath(i), i) }],
    },
  }),
  /** Per language: [title, lead] per tip. */
  languages: {
    fr: {
      items: [
        [
          `Fond de teint Second Skin${NB}: trois façons de l’appliquer`,
          'Au pinceau pour la couvrance, à l’éponge humide pour un fini naturel, du bout des doigts pour un effet peau nue.',
        ],
        [
          'Rouge à lèvres Velvet Matte sans dessécher',
          'Exfoliez, hydratez, puis tamponnez la couleur pour un mat confortable.',
        ],
        [
          'La brume Hydra Prep avant et après le maquillage',
          'Vaporisez avant le fond de teint pour hydrater et après la poudre pour la fondre.',
        ],
        [
          `Anticernes longue tenue${NB}: moins, c’est mieux`,
          'Une petite touche au coin interne de l’œil suffit à illuminer le regard.',
        ],
        ['Mascara Lift & Curl pour cils raides', 'Recourbez d’abord, puis zigzaguez la brosse depuis la racine.'],
        [
          `Poudre Blur${NB}: fixer sans effet plâtré`,
          'Pressez la poudre avec une houppette uniquement là où la peau brille.',
        ],
      ],
    },
    es: {
      items: [
        [
          'Base Second Skin: tres formas de aplicarla',
          'Con brocha para más cobertura, con esponja húmeda para un acabado natural y con los dedos para un efecto piel desnuda.',
        ],
        ['Labial Velvet Matte sin resecar', 'Exfolia, hidrata y aplica el color a toquecitos para un mate cómodo.'],
        [
          'Bruma Hydra Prep antes y después del maquillaje',
          'Pulverízala antes de la base para hidratar y después de los polvos para fundirlos con la piel.',
        ],
        ['Corrector Longwear: menos es más', 'Un toque en el lagrimal basta para iluminar la mirada.'],
      ],
    },
    pt: {
      items: [
        [
          'Base Second Skin: três maneiras de a aplicar',
          'Com pincel para mais cobertura, com esponja húmida para um acabamento natural e com os dedos para um efeito pele nua.',
        ],
        [
          'Batom Velvet Matte sem secar os lábios',
          'Esfolie, hidrate e aplique a cor aos toques para um mate confortável.',
        ],
        [
          'Bruma Hydra Prep antes e depois da maquilhagem',
          'Borrife antes da base para hidratar e depois do pó para o fundir com a pele.',
        ],
        ['Corretor Longwear: menos é mais', 'Um toque no canto interno do olho chega para iluminar o olhar.'],
      ],
    },
    it: {
      items: [
        [
          'Fondotinta Second Skin: tre modi per applicarlo',
          'Con il pennello per una coprenza maggiore, con la spugnetta umida per un finish naturale, con le dita per un effetto pelle nuda.',
        ],
        [
          'Rossetto Velvet Matte senza seccare le labbra',
          'Esfolia, idrata e picchietta il colore per un opaco confortevole.',
        ],
        [
          'Hydra Prep Mist prima e dopo il trucco',
          'Vaporizzala prima del fondotinta per idratare e dopo la cipria per fonderla con la pelle.',
        ],
        [
          'Correttore Longwear: meno è meglio',
          'Un tocco nell’angolo interno dell’occhio basta a illuminare lo sguardo.',
        ],
      ],
    },
    de: {
      items: [
        [
          'Second Skin Foundation: drei Arten, sie aufzutragen',
          'Mit dem Pinsel für mehr Deckkraft, mit dem feuchten Schwämmchen für ein natürliches Finish, mit den Fingern für einen Nude-Look.',
        ],
        [
          'Velvet Matte Lipstick, ohne dass die Lippen austrocknen',
          'Peelen, pflegen und die Farbe dann auftupfen: für ein angenehmes Matt.',
        ],
        [
          'Hydra Prep Mist vor und nach dem Make-up',
          'Vor der Foundation für Feuchtigkeit sprühen, nach dem Puder, damit er mit der Haut verschmilzt.',
        ],
        [
          'Longwear Concealer: Weniger ist mehr',
          'Ein Hauch im inneren Augenwinkel genügt, und der Blick wirkt sofort wacher.',
        ],
      ],
    },
    zh: {
      items: [
        ['Second Skin 粉底液的三种上妆方法', '想要遮瑕力就用刷子，想要自然妆感就用湿润的美妆蛋，想要裸肌感就用指腹。'],
        ['Velvet Matte 口红不拔干的秘诀', '先去角质、再保湿，最后轻拍上色，打造舒适的哑光唇。'],
        ['Hydra Prep 喷雾：妆前妆后都好用', '上粉底前喷一下补水，扑粉后再喷一下，让妆容更服帖。'],
        ['Longwear 遮瑕膏：少即是多', '在内眼角轻点一点，就能让双眼瞬间明亮。'],
      ],
    },
    he: {
      items: [
        [
          'מייקאפ Second Skin: שלוש דרכים למרוח',
          'במברשת לכיסוי מלא, בספוג לח לגימור טבעי ובקצות האצבעות למראה של עור חשוף.',
        ],
        ['שפתון Velvet Matte בלי ייבוש', 'פילינג, לחות ואז טפיחה של הצבע – לגימור מט ונוח.'],
        ['תרסיס Hydra Prep לפני האיפור ואחריו', 'לפני המייקאפ להוספת לחות, ואחרי הפודרה כדי למזג אותה עם העור.'],
        ['קונסילר Longwear: פחות זה יותר', 'נגיעה קטנה בזווית הפנימית של העין מספיקה כדי להאיר את המבט.'],
      ],
    },
    ja: {
      items: [
        [
          'Second Skin ファンデーション：3通りの塗り方',
          'カバー力ならブラシ、自然な仕上がりなら湿らせたスポンジ、素肌感なら指で。',
        ],
        [
          '乾燥知らずの Velvet Matte リップスティック',
          '角質をケアして保湿してから、ポンポンと色をのせると心地よいマットに仕上がります。',
        ],
        [
          'Hydra Prep ミストはメイクの前後に',
          'ファンデーションの前にうるおいを与え、パウダーの後に吹きかけて肌になじませます。',
        ],
        ['Longwear コンシーラーは少量で', '目頭にほんの少しのせるだけで、目元がぱっと明るくなります。'],
      ],
    },
    ko: {
      items: [
        [
          'Second Skin 파운데이션, 세 가지 바르는 법',
          '커버력은 브러시로, 자연스러운 마무리는 촉촉한 스펀지로, 맨얼굴 같은 느낌은 손가락으로 연출하세요.',
        ],
        [
          '건조하지 않은 Velvet Matte 립스틱',
          '각질을 정리하고 보습한 다음 톡톡 두드려 바르면 편안한 매트 립이 완성돼요.',
        ],
        [
          '메이크업 전후에 쓰는 Hydra Prep 미스트',
          '파운데이션 전에는 수분을 채우고, 파우더 후에는 피부에 자연스럽게 녹여 줘요.',
        ],
        ['Longwear 컨실러, 적을수록 좋아요', '눈 앞머리에 살짝만 올려도 눈가가 환해져요.'],
      ],
    },
    nl: {
      items: [
        [
          'Second Skin Foundation: drie manieren om hem aan te brengen',
          'Met een kwast voor meer dekking, met een vochtig sponsje voor een natuurlijke finish en met je vingers voor een blote-huideffect.',
        ],
        [
          'Velvet Matte Lipstick zonder uitgedroogde lippen',
          'Scrub, hydrateer en dep de kleur op voor een comfortabele matte finish.',
        ],
        [
          'Hydra Prep Mist vóór en na de make-up',
          'Spray vóór de foundation voor hydratatie en na de poeder, zodat alles mooi versmelt.',
        ],
        [
          'Longwear Concealer: minder is meer',
          'Een klein beetje in de binnenste ooghoek maakt je blik meteen helderder.',
        ],
      ],
    },
    el: {
      items: [
        [
          'Second Skin Foundation: τρεις τρόποι εφαρμογής',
          'Με πινέλο για περισσότερη κάλυψη, με υγρό σφουγγαράκι για φυσικό φινίρισμα και με τα δάχτυλα για αίσθηση γυμνής επιδερμίδας.',
        ],
        [
          'Κραγιόν Velvet Matte χωρίς ξηρότητα',
          'Κάντε απολέπιση, ενυδατώστε και εφαρμόστε το χρώμα με ελαφριά χτυπήματα για ένα άνετο ματ αποτέλεσμα.',
        ],
        [
          'Hydra Prep Mist πριν και μετά το μακιγιάζ',
          'Ψεκάστε πριν από το make-up για ενυδάτωση και μετά την πούδρα για να δέσει με την επιδερμίδα.',
        ],
        [
          'Longwear Concealer: το λιγότερο είναι περισσότερο',
          'Λίγο προϊόν στην εσωτερική γωνία του ματιού αρκεί για να φωτίσει το βλέμμα.',
        ],
      ],
    },
    tr: {
      items: [
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
    },
    th: {
      items: [
        [
          'รองพื้น Second Skin: 3 วิธีในการลง',
          'ใช้แปรงเมื่อต้องการการปกปิด ใช้ฟองน้ำชุบน้ำหมาด ๆ เพื่อผิวที่ดูเป็นธรรมชาติ และใช้ปลายนิ้วเพื่อลุคผิวเปล่า',
        ],
        ['ลิปสติก Velvet Matte ที่ไม่ทำให้ปากแห้ง', 'สครับและบำรุงริมฝีปากก่อน แล้วแตะสีเบา ๆ เพื่อเนื้อแมตต์ที่สบายปาก'],
        ['สเปรย์ Hydra Prep ก่อนและหลังแต่งหน้า', 'ฉีดก่อนลงรองพื้นเพื่อเติมความชุ่มชื้น และฉีดหลังลงแป้งเพื่อให้เมคอัพกลืนไปกับผิว'],
        ['คอนซีลเลอร์ Longwear: น้อยแต่มาก', 'แตะเพียงเล็กน้อยที่หัวตาก็ช่วยให้ดวงตาดูสดใสขึ้นทันที'],
      ],
    },
    ar: {
      items: [
        [
          'كريم الأساس Second Skin: ثلاث طرق لوضعه',
          'بالفرشاة لتغطية كاملة، وبالإسفنجة الرطبة لمظهر طبيعي، وبأطراف الأصابع لإحساس خفيف.',
        ],
        ['أحمر شفاه Velvet Matte دون جفاف', 'قشّر الشفاه ورطّبها، ثم ضع اللون بالتربيت لتحصل على لمسة مطفأة مريحة.'],
        ['رذاذ Hydra Prep قبل المكياج وبعده', 'رشّه قبل كريم الأساس للترطيب، وبعد البودرة لدمجها مع البشرة.'],
        ['كونسيلر Longwear: القليل يكفي', 'لمسة صغيرة في الزاوية الداخلية للعين تكفي لإضاءة النظرة.'],
        ['ماسكارا Lift & Curl للرموش المستقيمة', 'اثنِ الرموش أولاً، ثم حرّك الفرشاة بحركة متعرجة من الجذور.'],
        ['بودرة Blur للتثبيت دون مظهر ثقيل', 'ضغط البودرة بالإسفنجة على المناطق اللامعة فقط.'],
      ],
    },
  },
};
