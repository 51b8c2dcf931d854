// @ts-check
/** The newsletters (WordPress type `newsletter`): English issues and, in one place, the other languages' issues. */
import { isoDay } from '../../dates.js';
import { hostileField, hostileImage, hostileUrl } from '../hostile.js';
import { image } from '../images.js';
import { MONTHS, product, TOPICS } from '../phrases.js';

const NB = '\u00a0'; // French sets a no-break space before a colon

/** @type {import('./index.js').FeedContent} */
export default {
  type: 'newsletter',
  base: 6000,
  english: 20,
  en: (i, hostile, { today, publicBase }) => {
    const month = new Date(today.getFullYear(), today.getMonth() - i, 1);
    const title = `Pro Newsletter: ${MONTHS[month.getMonth()]} ${month.getFullYear()}`;
    const img = image('newsletter', i, title, publicBase);
    return {
      title,
      content: `<p>This month: ${TOPICS[i % TOPICS.length].toLowerCase()}, new shades of ${product(i)} and the class calendar.</p>`,
      acf: {
        image: hostile ? hostileImage(img, hostile.n + 1) : img,
        link_text: hostile ? hostileField('Read the issue', hostile.n + 2) : 'Read the issue',
        url:
          hostile && !hostile.odd
            ? hostileUrl(hostile.n + 3)
            : `https://store.example/us/newsletter/${isoDay(month).slice(0, 7)}`,
      },
    };
  },
  translated: (lead, i, { lang, pack, text, today, month, publicBase }) => {
    const first = new Date(today.getFullYear(), today.getMonth() - i, 1);
    const title = text.newsletter.replace('{month}', month.format(first));
    return {
      title,
      content: `<p>${lead}</p>`,
      acf: {
        image: image('newsletter', 50 + i, title, publicBase),
        link_text: text.readIssue,
        url: `https://store.example/${pack.market}/newsletter/${lang}/${isoDay(first).slice(0, 7)}`,
      },
    };
  },
  /** Per language: the link text, the title with {month} (as the language writes month and year), a lead per issue. */
  languages: {
    fr: {
      readIssue: 'Lire le numéro',
      newsletter: `Newsletter Pro${NB}: {month}`,
      items: [
        `Ce mois-ci${NB}: la saison des mariages, les nouvelles teintes Velvet Matte et le calendrier des masterclasses.`,
        `Ce mois-ci${NB}: préparer la peau par temps humide, la brume Hydra Prep et les coups de cœur de nos formateurs.`,
        `Ce mois-ci${NB}: l’eye-liner graphique, l’Ink Precision Liner et les réponses aux questions des membres.`,
      ],
    },
    es: {
      readIssue: 'Leer el número',
      newsletter: 'Boletín Pro: {month}',
      items: [
        'Este mes: la temporada de bodas, los nuevos tonos de Velvet Matte y el calendario de clases magistrales.',
        'Este mes: cómo preparar la piel cuando hay humedad, la bruma Hydra Prep y los favoritos de nuestros formadores.',
        'Este mes: eyeliner gráfico, el Ink Precision Liner y respuestas a las preguntas de los miembros.',
      ],
    },
    pt: {
      readIssue: 'Ler a edição',
      newsletter: 'Newsletter Pro: {month}',
      items: [
        'Este mês: a época de casamentos, os novos tons Velvet Matte e o calendário das masterclasses.',
        'Este mês: como preparar a pele com tempo húmido, a bruma Hydra Prep e os favoritos dos nossos formadores.',
        'Este mês: eyeliner gráfico, o Ink Precision Liner e respostas às perguntas dos membros.',
      ],
    },
    it: {
      readIssue: 'Leggi il numero',
      newsletter: 'Newsletter Pro: {month}',
      items: [
        'Questo mese: la stagione dei matrimoni, le nuove tonalità Velvet Matte e il calendario delle masterclass.',
        'Questo mese: come preparare la pelle quando c’è umidità, la Hydra Prep Mist e i preferiti dei nostri formatori.',
        'Questo mese: eyeliner grafico, l’Ink Precision Liner e le risposte alle domande dei membri.',
      ],
    },
    de: {
      readIssue: 'Ausgabe lesen',
      newsletter: 'Pro-Newsletter: {month}',
      items: [
        'Diesen Monat: Hochzeitssaison, neue Velvet-Matte-Nuancen und der Kalender der Masterclasses.',
        'Diesen Monat: die Haut bei feuchtem Wetter vorbereiten, der Hydra Prep Mist und die Favoriten unseres Trainerteams.',
        'Diesen Monat: grafischer Eyeliner, der Ink Precision Liner und Antworten auf Fragen unserer Mitglieder.',
      ],
    },
    zh: {
      readIssue: '阅读本期',
      newsletter: 'Pro 会员简报：{month}',
      items: [
        '本月看点：婚礼季、Velvet Matte 新色和大师课日程。',
        '本月看点：潮湿天气的妆前护理、Hydra Prep 喷雾和培训师的心头好。',
        '本月看点：图形眼线、Ink Precision Liner 以及会员问答。',
      ],
    },
    he: {
      readIssue: 'לקריאת הגיליון',
      newsletter: 'הניוזלטר של Pro: {month}',
      items: [
        'החודש: עונת החתונות, הגוונים החדשים של Velvet Matte ולוח המועדים של כיתות האמן.',
        'החודש: הכנת העור במזג אוויר לח, תרסיס Hydra Prep והמוצרים האהובים על המדריכים שלנו.',
        'החודש: אייליינר גרפי, Ink Precision Liner ותשובות לשאלות של החברים.',
      ],
    },
    ja: {
      readIssue: '今号を読む',
      newsletter: 'Proニュースレター {month}号',
      items: [
        '今月の特集：ブライダルシーズン、Velvet Matte の新色、マスタークラスの日程。',
        '今月の特集：湿気の多い日のベースづくり、Hydra Prep ミスト、トレーナーのお気に入り。',
        '今月の特集：グラフィックライナー、Ink Precision Liner、メンバーからの質問にお答えします。',
      ],
    },
    ko: {
      readIssue: '이번 호 읽기',
      newsletter: 'Pro 뉴스레터: {month}',
      items: [
        '이번 달 소식: 웨딩 시즌, Velvet Matte 신규 컬러, 마스터 클래스 일정.',
        '이번 달 소식: 습한 날씨의 피부 준비, Hydra Prep 미스트, 트레이너의 애정템.',
        '이번 달 소식: 그래픽 아이라이너, Ink Precision Liner, 회원 질문에 대한 답변.',
      ],
    },
    nl: {
      readIssue: 'Lees deze editie',
      newsletter: 'Pro-nieuwsbrief: {month}',
      items: [
        'Deze maand: het trouwseizoen, nieuwe Velvet Matte-tinten en de agenda van de masterclasses.',
        'Deze maand: de huid voorbereiden bij vochtig weer, de Hydra Prep Mist en de favorieten van onze trainers.',
        'Deze maand: grafische eyeliner, de Ink Precision Liner en antwoorden op vragen van leden.',
      ],
    },
    el: {
      readIssue: 'Διαβάστε το τεύχος',
      newsletter: 'Ενημερωτικό δελτίο Pro: {month}',
      items: [
        'Αυτόν τον μήνα: η περίοδος των γάμων, οι νέες αποχρώσεις Velvet Matte και το πρόγραμμα των μάστερ κλας.',
        'Αυτόν τον μήνα: η προετοιμασία της επιδερμίδας όταν έχει υγρασία, το Hydra Prep Mist και τα αγαπημένα των εκπαιδευτών μας.',
        'Αυτόν τον μήνα: γραφικό eyeliner, το Ink Precision Liner και απαντήσεις σε ερωτήσεις των μελών.',
      ],
    },
    tr: {
      readIssue: 'Sayıyı okuyun',
      newsletter: 'Pro Bülten: {month}',
      items: [
        'Bu ay: düğün sezonu, yeni Velvet Matte tonları ve masterclass takvimi.',
        'Bu ay: nemli havalarda cilt hazırlığı, Hydra Prep Mist ve eğitmenlerimizin favorileri.',
        'Bu ay: grafik eyeliner, Ink Precision Liner ve üyelerden gelen soruların yanıtları.',
      ],
    },
    th: {
      readIssue: 'อ่านฉบับนี้',
      newsletter: 'จดหมายข่าว Pro ประจำเดือน{month}',
      items: [
        'ฉบับนี้: ฤดูแต่งงาน เฉดสีใหม่ของ Velvet Matte และตารางมาสเตอร์คลาส',
        'ฉบับนี้: การเตรียมผิวในวันที่อากาศชื้น สเปรย์ Hydra Prep และไอเทมโปรดของเทรนเนอร์',
        'ฉบับนี้: อายไลเนอร์กราฟิก Ink Precision Liner และคำตอบสำหรับคำถามจากสมาชิก',
      ],
    },
    ar: {
      readIssue: 'قراءة العدد',
      newsletter: 'نشرة Pro الإخبارية: {month}',
      items: [
        'في هذا العدد: موسم الأعراس، ودرجات Velvet Matte الجديدة، ومواعيد الدروس المتقدمة.',
        'في هذا العدد: تحضير البشرة في الطقس الرطب، ورذاذ Hydra Prep، والمنتجات المفضّلة لدى مدربينا.',
        'في هذا العدد: الآيلاينر الجرافيكي، وقلم Ink Precision Liner، وإجابات عن أسئلة الأعضاء.',
      ],
    },
  },
};
