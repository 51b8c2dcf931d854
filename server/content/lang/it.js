// @ts-check
/** Italian (tu, as the interface), linking to the Italian store. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'it-IT',
  wpml: 'italian',
  market: 'it',
  steps: [
    'Prepara la pelle con una crema idratante.',
    'Applica il prodotto a strati sottili.',
    'Fissa il trucco e controlla il risultato alla luce del giorno.',
  ],
  shop: 'Scopri il prodotto',
  tip: 'Consiglio:',
  tipText: 'lavora sempre alla luce naturale.',
  watch: 'Guarda il video',
  readMore: 'Leggi di più',
  subHeading: 'I consigli dei nostri formatori',
  meetArtist: 'Scopri il profilo',
  readIssue: 'Leggi il numero',
  portrait: 'Ritratto di {name}',
  atWork: '{name} al lavoro',
  signature: 'Il prodotto del cuore: {product}.',
  newsletter: 'Newsletter Pro: {month}',
  items: {
    video: [
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
    'product-tip': [
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
      ['Correttore Longwear: meno è meglio', 'Un tocco nell’angolo interno dell’occhio basta a illuminare lo sguardo.'],
    ],
    article: [
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
    'artist-spotlight': [
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
    newsletter: [
      'Questo mese: la stagione dei matrimoni, le nuove tonalità Velvet Matte e il calendario delle masterclass.',
      'Questo mese: come preparare la pelle quando c’è umidità, la Hydra Prep Mist e i preferiti dei nostri formatori.',
      'Questo mese: eyeliner grafico, l’Ink Precision Liner e le risposte alle domande dei membri.',
    ],
  },
  banner: {
    notice:
      '<p><strong>Novità:</strong> sono online le date delle masterclass. <a href="#/master-classes">Vedi il calendario</a>.</p>',
    login: '<p>I membri accedono con l’indirizzo e-mail registrato per la loro iscrizione professionale.</p>',
  },
  classes: {
    button: 'Prenota un posto',
    intro: 'Una giornata pratica con {presenter}.',
    includes: ['Dimostrazione dal vivo', 'Pratica su modella', 'Kit e pranzo inclusi'],
    seats: ['I posti sono limitati: ', 'prenota il tuo', '.'],
    titles: {
      editorial: 'Masterclass di base editoriale',
      bridal: 'Bellezza sposa: dalla prova al grande giorno',
      redCarpet: 'Glamour da red carpet',
      colour: 'Teoria del colore per ogni incarnato',
      runway: 'Backstage delle sfilate: tecniche veloci',
      liner: 'Intensivo di eyeliner grafico',
      airbrush: 'Fondotinta ad aerografo: le basi',
      mature: 'Pelle matura: lifting e luminosità',
      sfx: 'Introduzione agli effetti speciali',
      camera: 'Pelle perfetta per l’alta definizione e il cinema',
      brows: 'Sopracciglia: mappatura e definizione',
      boldColour: 'Colori intensi: occhi e labbra',
    },
  },
};
