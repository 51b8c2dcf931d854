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
