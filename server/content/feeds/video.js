// @ts-check
/** The video feed (WordPress type `video`): its English items and, in one place, its items in the other languages. */
import { HOSTILE_YOUTUBE_ID, hostileField, hostileImage, hostileLinks, hostileUrl } from '../hostile.js';
import { image } from '../images.js';
import { variedLinks } from '../markets.js';
import { product, productPath, richDescription, topicTitle, youtubeId } from '../phrases.js';
import { slugify } from '../wp.js';

/** @type {import('./index.js').FeedContent} */
export default {
  type: 'video',
  base: 2000,
  english: 25,
  en: (i, hostile, { publicBase }) => {
    const title = topicTitle(i);
    const links = hostile ? hostileLinks(hostile.n) : variedLinks(`products/${slugify(product(i))}`, i);
    const img = image('video', i, title, publicBase);
    const url = `https://store.example/us/videos/${slugify(title)}`;
    return {
      title,
      content: richDescription(title, product(i)),
      acf: {
        // the second page's hostile video keeps a real id, so its player is built with a hostile title
        youtube_id: hostile && !hostile.odd ? HOSTILE_YOUTUBE_ID : youtubeId(i),
        image: hostile ? hostileImage(img, hostile.n + 1) : img,
        link_text: hostile ? hostileField('Watch now', hostile.n + 2) : 'Watch now',
        url: hostile && !hostile.odd ? hostileUrl(hostile.n + 3) : url,
        buy_now: { show: hostile ? true : i % 5 !== 0, links },
      },
    };
  },
  translated: ([title, lead], i, { lang, pack, text, description, publicBase }) => ({
    title,
    content: description(lead, i),
    acf: {
      youtube_id: `demo${lang}${String(i).padStart(2, '0')}Xy_`.slice(0, 11),
      image: image('video', 50 + i, title, publicBase),
      link_text: text.watch,
      url: `https://store.example/${pack.market}/videos/${lang}-${i + 1}`,
      buy_now: { show: i % 3 !== 0, links: variedLinks(productPath(i), i + 1) },
    },
  }),
  /** Per language: a video's link text (`watch`) and [title, lead] per video. */
  languages: {
    fr: {
      watch: 'Regarder la vidéo',
      items: [
        ['Teint lumineux en cinq minutes', 'Une routine express pour un teint éclatant qui tient toute la journée.'],
        [
          'Le smoky eye pour paupières tombantes',
          'Estompez vers le haut pour ouvrir le regard sans alourdir la paupière mobile.',
        ],
        [
          'Maquillage de mariée longue tenue',
          'Préparez la peau, fixez en couches fines et gardez un kit de retouche à portée de main.',
        ],
        [
          'Sourcils naturels et structurés',
          'Dessinez des poils fins avec un crayon précis, puis fixez-les avec un gel transparent.',
        ],
        ['Corriger les cernes avec la couleur', 'Un correcteur pêche neutralise les tons bleutés avant l’anticernes.'],
        [
          'Sculpter le visage au stick crème',
          'Appliquez sous les pommettes et estompez au pinceau pour un contour diffus.',
        ],
      ],
    },
    es: {
      watch: 'Ver el vídeo',
      items: [
        ['Piel luminosa en cinco minutos', 'Una rutina exprés para un cutis radiante que aguanta todo el día.'],
        ['Ahumado para párpados caídos', 'Difumina hacia arriba para abrir la mirada sin recargar el párpado móvil.'],
        [
          'Maquillaje de novia de larga duración',
          'Prepara la piel, fija en capas finas y ten a mano un kit de retoque.',
        ],
        [
          'Cejas naturales y definidas',
          'Dibuja pelos finos con un lápiz de precisión y fíjalos con un gel transparente.',
        ],
      ],
    },
    pt: {
      watch: 'Ver o vídeo',
      items: [
        ['Pele luminosa em cinco minutos', 'Uma rotina expresso para uma pele radiante que dura o dia inteiro.'],
        ['Smoky eye para pálpebras descaídas', 'Esbata para cima para abrir o olhar sem pesar a pálpebra móvel.'],
        [
          'Maquilhagem de noiva de longa duração',
          'Prepare a pele, fixe em camadas finas e tenha sempre à mão um kit de retoque.',
        ],
        [
          'Sobrancelhas naturais e definidas',
          'Desenhe pelos finos com um lápis de precisão e fixe-os com um gel transparente.',
        ],
      ],
    },
    it: {
      watch: 'Guarda il video',
      items: [
        ['Pelle luminosa in cinque minuti', 'Una routine veloce per un incarnato radioso che dura tutto il giorno.'],
        [
          'Smoky eyes per palpebre cadenti',
          'Sfuma verso l’alto per aprire lo sguardo senza appesantire la palpebra mobile.',
        ],
        [
          'Trucco sposa a lunga tenuta',
          'Prepara la pelle, fissa a strati sottili e tieni a portata di mano un kit per i ritocchi.',
        ],
        [
          'Sopracciglia naturali e definite',
          'Disegna peli sottili con una matita di precisione, poi fissali con un gel trasparente.',
        ],
      ],
    },
    de: {
      watch: 'Video ansehen',
      items: [
        [
          'Strahlender Teint in fünf Minuten',
          'Eine Express-Routine für einen frischen Teint, der den ganzen Tag hält.',
        ],
        [
          'Smoky Eyes für Schlupflider',
          'Nach oben verblenden: So wirkt das Auge offener, ohne dass das Lid schwer aussieht.',
        ],
        [
          'Braut-Make-up, das den ganzen Tag hält',
          'Haut vorbereiten, in dünnen Schichten fixieren und ein Set zum Nachbessern griffbereit halten.',
        ],
        [
          'Natürliche, definierte Brauen',
          'Zeichnen Sie feine Härchen mit einem präzisen Stift und fixieren Sie sie mit transparentem Gel.',
        ],
      ],
    },
    zh: {
      watch: '观看视频',
      items: [
        ['五分钟打造光泽肌', '一套快速上妆流程，让好气色持续一整天。'],
        ['肿眼泡也能驾驭的烟熏妆', '眼影向上晕染，打开眼型，又不会让眼皮显得厚重。'],
        ['持久不脱妆的新娘妆', '做好妆前护理，薄涂分层定妆，并随身准备补妆工具。'],
        ['自然立体的眉形', '用细头眉笔一根根画出眉毛，再用透明眉胶定型。'],
      ],
    },
    he: {
      watch: 'לצפייה בסרטון',
      items: [
        ['עור זוהר בחמש דקות', 'שגרה מהירה למראה קורן שמחזיק לאורך כל היום.'],
        ['סמוקי לעפעפיים צנוחים', 'מומלץ למזג כלפי מעלה כדי לפתוח את העין בלי להכביד על העפעף.'],
        ['איפור כלה עמיד', 'להכין את העור, לקבע בשכבות דקות ולהחזיק ערכת תיקונים בהישג יד.'],
        ['גבות טבעיות ומוגדרות', 'לצייר שערות דקות בעיפרון מדויק ולקבע בג׳ל שקוף.'],
      ],
    },
    ja: {
      watch: '動画を見る',
      items: [
        ['5分で仕上げるツヤ肌ベース', '一日中輝きが続く、時短ベースメイクのルーティンです。'],
        [
          'まぶたが重い人のためのスモーキーアイ',
          'シャドウを上に向かってぼかすと、まぶたが重く見えず目元がぱっと開きます。',
        ],
        ['崩れにくいブライダルメイク', '肌を整え、薄く重ねて固定し、お直し用のキットを手元に用意しておきましょう。'],
        ['自然で立体的な眉', '細いペンシルで一本ずつ描き足し、クリアジェルで毛流れを整えます。'],
      ],
    },
    ko: {
      watch: '영상 보기',
      items: [
        ['5분 완성 광채 피부', '하루 종일 윤기가 지속되는 빠른 베이스 루틴이에요.'],
        ['처진 눈꺼풀을 위한 스모키 아이', '섀도를 위쪽으로 블렌딩하면 눈꺼풀이 무거워 보이지 않고 눈매가 또렷해져요.'],
        ['오래가는 웨딩 메이크업', '피부를 정돈하고 얇게 레이어링해 고정한 다음, 수정용 키트를 가까이 두세요.'],
        ['자연스럽고 또렷한 눈썹', '가는 펜슬로 한 올씩 그린 뒤 투명 젤로 결을 고정하세요.'],
      ],
    },
    nl: {
      watch: 'Bekijk de video',
      items: [
        [
          'Een stralende huid in vijf minuten',
          'Een snelle routine voor een frisse teint die de hele dag blijft zitten.',
        ],
        [
          'Smoky eyes voor overhangende oogleden',
          'Blend naar boven: zo open je het oog zonder dat het ooglid zwaar oogt.',
        ],
        [
          'Bruidsmake-up die de hele dag blijft zitten',
          'Bereid de huid voor, fixeer in dunne laagjes en houd een kit voor touch-ups bij de hand.',
        ],
        [
          'Natuurlijke, strakke wenkbrauwen',
          'Teken fijne haartjes met een precisiepotlood en zet ze vast met transparante gel.',
        ],
      ],
    },
    el: {
      watch: 'Δείτε το βίντεο',
      items: [
        ['Λαμπερή επιδερμίδα σε πέντε λεπτά', 'Μια γρήγορη ρουτίνα για λαμπερό δέρμα που κρατά όλη μέρα.'],
        [
          'Smoky eyes για βαριά βλέφαρα',
          'Μπλεντάρετε προς τα πάνω για να ανοίξει το βλέμμα χωρίς να βαραίνει το βλέφαρο.',
        ],
        [
          'Νυφικό μακιγιάζ μεγάλης διάρκειας',
          'Προετοιμάστε την επιδερμίδα, σταθεροποιήστε σε λεπτές στρώσεις και έχετε κοντά σας ένα κιτ για διορθώσεις.',
        ],
        [
          'Φυσικά, καλοσχηματισμένα φρύδια',
          'Σχεδιάστε λεπτές τρίχες με ένα μολύβι ακριβείας και σταθεροποιήστε τες με διάφανο τζελ.',
        ],
      ],
    },
    tr: {
      watch: 'Videoyu izleyin',
      items: [
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
    },
    th: {
      watch: 'ดูวิดีโอ',
      items: [
        ['ผิวโกลว์ใน 5 นาที', 'รูทีนเร่งด่วนเพื่อผิวสดใสที่อยู่ได้ตลอดวัน'],
        ['สโมกกี้อายสำหรับเปลือกตาตก', 'เกลี่ยอายแชโดว์ขึ้นด้านบนเพื่อเปิดดวงตาโดยไม่ทำให้เปลือกตาดูหนัก'],
        ['เมคอัพเจ้าสาวติดทนนาน', 'เตรียมผิวให้พร้อม เซ็ตเมคอัพบาง ๆ ทีละชั้น และเตรียมชุดเติมเมคอัพไว้ใกล้มือ'],
        ['คิ้วธรรมชาติที่ดูคมชัด', 'วาดเส้นขนคิ้วบาง ๆ ด้วยดินสอหัวเล็ก แล้วเซ็ตด้วยเจลใส'],
      ],
    },
    ar: {
      watch: 'مشاهدة الفيديو',
      items: [
        ['بشرة مشرقة في خمس دقائق', 'روتين سريع لبشرة نضرة يدوم إشراقها طوال اليوم.'],
        ['المكياج الدخاني للجفون المنسدلة', 'ادمج الظلال نحو الأعلى لتفتح العين دون أن تُثقل الجفن.'],
        ['مكياج عروس يدوم طويلاً', 'جهّز البشرة، وثبّت المكياج على طبقات رقيقة، واحتفظ بأدوات التصحيح في متناول يدك.'],
        ['حواجب طبيعية ومحددة', 'ارسم شعيرات دقيقة بقلم رفيع، ثم ثبّتها بجل شفاف.'],
        ['تصحيح الهالات الداكنة بالألوان', 'يعادل المصحح الخوخي الدرجات الزرقاء قبل وضع الكونسيلر.'],
        ['نحت الوجه بقلم الكونتور الكريمي', 'ضعه تحت عظام الوجنتين وادمجه بالفرشاة لتحصل على ظل ناعم.'],
      ],
    },
  },
};
