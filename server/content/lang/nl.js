// @ts-check
/** Dutch (je, as the interface), linking to the Dutch store. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'nl-NL',
  wpml: 'dutch',
  market: 'nl',
  steps: [
    'Bereid de huid voor met een hydraterende crème.',
    'Breng het product in dunne laagjes aan.',
    'Fixeer de make-up en controleer het resultaat bij daglicht.',
  ],
  shop: 'Bekijk het product',
  tip: 'Tip:',
  tipText: 'werk altijd bij daglicht.',
  banner: {
    notice:
      '<p><strong>Nieuw:</strong> de data van de masterclasses staan online. <a href="#/master-classes">Bekijk de agenda</a>.</p>',
    login: '<p>Leden loggen in met het e-mailadres dat bij hun professionele lidmaatschap is geregistreerd.</p>',
  },
  classes: {
    button: 'Reserveer een plek',
    intro: 'Een praktijkdag met {presenter}.',
    includes: ['Live demonstratie', 'Oefenen op een model', 'Kit en lunch inbegrepen'],
    seats: ['Het aantal plaatsen is beperkt: ', 'reserveer snel de jouwe', '.'],
    titles: {
      editorial: 'Masterclass huid voor editorials',
      bridal: 'Bruidsmake-up: van proefsessie tot de grote dag',
      redCarpet: 'Glamour voor de rode loper',
      colour: 'Kleurenleer voor elke huidskleur',
      runway: 'Backstage bij de show: snelle technieken',
      liner: 'Intensieve training grafische eyeliner',
      airbrush: 'Airbrushfoundation: de basis',
      mature: 'Rijpere huid: lift en glow',
      sfx: 'Kennismaking met special effects',
      camera: 'Cameraklare huid voor hd en film',
      brows: 'Wenkbrauwen: mappen en modelleren',
      boldColour: 'Felle kleuren voor ogen en lippen',
    },
  },
};
