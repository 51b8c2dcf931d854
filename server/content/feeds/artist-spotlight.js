// @ts-check
/** The artist spotlights (WordPress type `artist-spotlight`): English and, in one place, the other languages. */
import { hostileField, hostileImage } from '../hostile.js';
import { image } from '../images.js';
import { FIRST, LAST, product, productName, productPath, TOPICS } from '../phrases.js';
import { slugify } from '../wp.js';

const NB = '\u00a0'; // French sets a no-break space before a colon

/** @type {import('./index.js').FeedContent} */
export default {
  type: 'artist-spotlight',
  base: 5000,
  english: 24,
  // a spotlight's description shows after a tap; the other feeds' are always on screen
  opened: true,
  en: (i, hostile, { publicBase }) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
    const preview = image('spotlight-preview', i, `Portrait of ${name}`, publicBase);
    const picture = image('spotlight', i, `${name} at work`, publicBase);
    return {
      title: name,
      content:
        `<p><strong>${name}</strong> has worked on ${3 + (i % 9)} fashion weeks and teaches ${TOPICS[i % TOPICS.length].toLowerCase()}.</p>\n` +
        `<p>Signature product: <a href="https://store.example/us/products/${slugify(product(i))}">${product(i)}</a>.</p>`,
      acf: {
        // one of the two images keeps its URL and carries a hostile alt text, the other a hostile URL
        preview_image: hostile ? hostileImage(preview, hostile.n + 1) : preview,
        image: hostile ? hostileImage(picture, hostile.n + 2) : picture,
        button_text: hostile ? hostileField('Meet the artist', hostile.n + 3) : 'Meet the artist',
      },
    };
  },
  translated: ([name, about], i, { pack, text, publicBase }) => {
    const link = `<a href="https://store.example/${pack.market}/${productPath(i)}">${productName(i)}</a>`;
    return {
      title: name,
      content: `<p>${about.replace('{name}', `<strong>${name}</strong>`)}</p>\n<p>${text.signature.replace('{product}', link)}</p>`,
      acf: {
        preview_image: image('spotlight-preview', 50 + i, text.portrait.replace('{name}', name), publicBase),
        image: image('spotlight', 50 + i, text.atWork.replace('{name}', name), publicBase),
        button_text: text.meetArtist,
      },
    };
  },
  /**
   * Per language: the button text, the two images' alt texts (with {name}), the line naming the signature product
   * (with {product}), and [name, text with {name}] per artist.
   */
  languages: {
    fr: {
      meetArtist: 'Découvrir l’artiste',
      portrait: 'Portrait de {name}',
      atWork: '{name} au travail',
      signature: `Son produit fétiche${NB}: {product}.`,
      items: [
        [
          'Camille Laurent',
          '{name} a travaillé en coulisses sur douze fashion weeks et enseigne le teint pour la haute définition.',
        ],
        [
          'Sofia Benali',
          '{name} signe la beauté de nombreux éditoriaux et anime nos ateliers consacrés aux lèvres graphiques.',
        ],
        [
          'Élodie Marchand',
          '{name} travaille pour le cinéma et transmet ses techniques de maquillage à effets spéciaux.',
        ],
      ],
    },
    es: {
      meetArtist: 'Ver el perfil',
      portrait: 'Retrato de {name}',
      atWork: '{name} trabajando',
      signature: 'Su producto estrella: {product}.',
      items: [
        [
          'Lucía Romero',
          '{name} ha maquillado en el backstage de doce semanas de la moda y enseña maquillaje para alta definición.',
        ],
        [
          'Carmen Ortega',
          '{name} firma el maquillaje de numerosas producciones de moda y dirige nuestros talleres de labios gráficos.',
        ],
        ['Javier Molina', '{name} trabaja en cine y enseña técnicas de maquillaje de efectos especiales.'],
      ],
    },
    pt: {
      meetArtist: 'Ver o perfil',
      portrait: 'Retrato de {name}',
      atWork: '{name} a trabalhar',
      signature: 'Produto de eleição: {product}.',
      items: [
        [
          'Inês Carvalho',
          '{name} já maquilhou nos bastidores de doze semanas da moda e ensina maquilhagem para alta definição.',
        ],
        [
          'Marta Sousa',
          '{name} assina a beleza de muitos editoriais de moda e orienta os nossos workshops de lábios gráficos.',
        ],
        ['Tiago Ferreira', '{name} trabalha em cinema e ensina técnicas de maquilhagem de efeitos especiais.'],
      ],
    },
    it: {
      meetArtist: 'Scopri il profilo',
      portrait: 'Ritratto di {name}',
      atWork: '{name} al lavoro',
      signature: 'Il prodotto del cuore: {product}.',
      items: [
        [
          'Giulia Conti',
          '{name} ha truccato nel backstage di dodici settimane della moda e insegna il trucco per l’alta definizione.',
        ],
        [
          'Chiara Ricci',
          '{name} firma il beauty di molti servizi editoriali e guida i nostri workshop sulle labbra grafiche.',
        ],
        [
          'Marco De Luca',
          '{name} lavora nel cinema e insegna le tecniche del trucco prostetico e degli effetti speciali.',
        ],
      ],
    },
    de: {
      meetArtist: 'Zum Porträt',
      portrait: 'Porträt von {name}',
      atWork: '{name} bei der Arbeit',
      signature: 'Lieblingsprodukt: {product}.',
      items: [
        [
          'Lena Hoffmann',
          '{name} hat backstage bei zwölf Fashion Weeks geschminkt und unterrichtet Make-up für HD-Kameras.',
        ],
        [
          'Miriam Schulz',
          '{name} gestaltet die Beauty-Looks zahlreicher Editorials und leitet unsere Workshops zu grafischen Lippen.',
        ],
        ['Jonas Weber', '{name} arbeitet für den Film und gibt seine Techniken für Special-Effects-Make-up weiter.'],
      ],
    },
    zh: {
      meetArtist: '查看简介',
      portrait: '{name}的肖像照',
      atWork: '工作中的{name}',
      signature: '心头好：{product}',
      items: [
        ['林薇', '{name}曾在十二个时装周后台担任化妆师，现教授高清镜头底妆。'],
        ['陈晓', '{name}为众多时尚杂志打造妆容，并主持我们的图形唇妆工作坊。'],
        ['王浩', '{name}长期在电影片场工作，向学员传授特效化妆技巧。'],
      ],
    },
    he: {
      meetArtist: 'לפרופיל המלא',
      portrait: 'דיוקן: {name}',
      atWork: '{name} בעבודה',
      signature: 'המוצר האהוב: {product}.',
      items: [
        ['נועה לוי', '{name} איפרה מאחורי הקלעים בשנים־עשר שבועות אופנה ומלמדת איפור למצלמות HD.'],
        ['מאיה כהן', '{name} אחראית על הלוקים של הפקות אופנה רבות ומנחה את הסדנאות שלנו לשפתיים גרפיות.'],
        ['איתי פרץ', '{name} עובד בקולנוע ומלמד טכניקות של איפור אפקטים מיוחדים.'],
      ],
    },
    ja: {
      meetArtist: 'プロフィールを見る',
      portrait: '{name}のポートレート',
      atWork: 'メイク中の{name}',
      signature: '愛用アイテム：{product}',
      items: [
        [
          '佐藤 由紀',
          '{name}は12のファッションウィークでバックステージを担当し、高精細カメラ向けのベースメイクを教えています。',
        ],
        [
          '中村 あかり',
          '{name}は数多くの雑誌撮影でヘアメイクを手がけ、グラフィックリップのワークショップを担当しています。',
        ],
        ['高橋 蓮', '{name}は映画の現場で活躍し、特殊メイクの技術を受講生に伝えています。'],
      ],
    },
    ko: {
      meetArtist: '프로필 보기',
      portrait: '{name}의 인물 사진',
      atWork: '작업 중인 {name}',
      signature: '애정템: {product}',
      items: [
        [
          '박지우',
          '{name} 님은 열두 번의 패션위크 백스테이지에서 활약했고, 고화질 카메라용 베이스 메이크업을 가르치고 있어요.',
        ],
        ['김서연', '{name} 님은 수많은 화보의 뷰티를 맡았고, 그래픽 립 워크숍을 진행하고 있어요.'],
        ['이준호', '{name} 님은 영화 현장에서 일하며 특수 분장 기법을 전수하고 있어요.'],
      ],
    },
    nl: {
      meetArtist: 'Bekijk het profiel',
      portrait: 'Portret van {name}',
      atWork: '{name} aan het werk',
      signature: 'Favoriete product: {product}.',
      items: [
        [
          'Sanne de Vries',
          '{name} werkte backstage bij twaalf fashion weeks en geeft les in make-up voor hd-camera’s.',
        ],
        [
          'Fleur Jansen',
          '{name} verzorgt de beauty voor talloze editorials en leidt onze workshops over grafische lippen.',
        ],
        ['Daan Bakker', '{name} werkt voor film en leert cursisten de technieken van special-effects-make-up.'],
      ],
    },
    el: {
      meetArtist: 'Δείτε το προφίλ',
      portrait: 'Πορτρέτο: {name}',
      atWork: '{name}: στιγμιότυπο από τη δουλειά',
      signature: 'Αγαπημένο προϊόν: {product}.',
      items: [
        [
          'Ελένη Παπαδάκη',
          'Η {name} έχει μακιγιάρει στα παρασκήνια δώδεκα εβδομάδων μόδας και διδάσκει μακιγιάζ για κάμερες υψηλής ευκρίνειας.',
        ],
        [
          'Κατερίνα Νικολάου',
          'Η {name} υπογράφει το μακιγιάζ σε πολλές φωτογραφήσεις περιοδικών και οργανώνει τα εργαστήριά μας για γραφικά χείλη.',
        ],
        ['Νίκος Αλεξίου', 'Ο {name} δουλεύει στον κινηματογράφο και διδάσκει τεχνικές μακιγιάζ ειδικών εφέ.'],
      ],
    },
    tr: {
      meetArtist: 'Profili görüntüleyin',
      portrait: '{name} portresi',
      atWork: '{name} çalışırken',
      signature: 'Vazgeçilmez ürünü: {product}.',
      items: [
        [
          'Selin Aydın',
          '{name}, on iki moda haftasında kulis makyajı yaptı ve yüksek çözünürlüklü kameralar için makyaj eğitimi veriyor.',
        ],
        ['Zeynep Kaya', '{name}, pek çok dergi çekiminin makyajını imzaladı ve grafik dudak atölyelerimizi yönetiyor.'],
        ['Emre Demir', '{name}, sinema setlerinde çalışıyor ve özel efekt makyajı tekniklerini öğretiyor.'],
      ],
    },
    th: {
      meetArtist: 'ดูโปรไฟล์',
      portrait: 'ภาพของ {name}',
      atWork: '{name} ขณะทำงาน',
      signature: 'ผลิตภัณฑ์คู่ใจ: {product}',
      items: [
        ['ณิชา ศรีสุข', '{name} เคยแต่งหน้าหลังเวทีแฟชั่นวีกมาแล้ว 12 ครั้ง และสอนเมคอัพสำหรับกล้องความละเอียดสูง'],
        ['พิมพ์ชนก วงศ์ใหญ่', '{name} ดูแลเมคอัพให้แฟชั่นเซ็ตในนิตยสารมากมาย และเป็นผู้นำเวิร์กช็อปริมฝีปากกราฟิกของเรา'],
        ['ธนากร แก้วมณี', '{name} ทำงานในวงการภาพยนตร์ และถ่ายทอดเทคนิคการแต่งหน้าเอฟเฟกต์พิเศษ'],
      ],
    },
    ar: {
      meetArtist: 'عرض النبذة',
      portrait: 'صورة شخصية: {name}',
      atWork: '{name} أثناء العمل',
      signature: 'المنتج المفضّل: {product}.',
      items: [
        ['ليلى حداد', 'عملت {name} في كواليس ١٢ أسبوعاً من أسابيع الموضة، وتدرّس مكياج البشرة لكاميرات الدقة العالية.'],
        ['يوسف العلي', 'يصمّم {name} إطلالات جلسات التصوير لمجلات كثيرة، ويقدّم ورشنا عن الشفاه الجرافيكية.'],
        ['نور الهاشمي', 'تعمل {name} في السينما، وتنقل إلى طلابها تقنيات مكياج المؤثرات الخاصة.'],
      ],
    },
  },
};
