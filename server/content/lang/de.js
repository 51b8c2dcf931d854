// @ts-check
/** German (Sie, as the interface), linking to the German store. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'de-DE',
  wpml: 'german',
  market: 'de',
  steps: [
    'Bereiten Sie die Haut mit einer Feuchtigkeitspflege vor.',
    'Tragen Sie das Produkt in dünnen Schichten auf.',
    'Fixieren Sie das Make-up und prüfen Sie das Ergebnis bei Tageslicht.',
  ],
  shop: 'Zum Produkt',
  tip: 'Tipp:',
  tipText: 'Arbeiten Sie immer bei Tageslicht.',
  banner: {
    notice:
      '<p><strong>Neu:</strong> Die Termine der Masterclasses sind online. <a href="#/master-classes">Zum Kalender</a>.</p>',
    login:
      '<p>Mitglieder melden sich mit der E-Mail-Adresse an, die für ihre Profi-Mitgliedschaft registriert ist.</p>',
  },
  classes: {
    button: 'Platz reservieren',
    intro: 'Ein praxisnaher Tag mit {presenter}.',
    includes: ['Live-Demonstration', 'Übung am Modell', 'Kit und Mittagessen inklusive'],
    seats: ['Die Plätze sind begrenzt: ', 'Sichern Sie sich Ihren', '.'],
    titles: {
      editorial: 'Masterclass: Teint fürs Editorial',
      bridal: 'Braut-Make-up: vom Probetermin bis zum großen Tag',
      redCarpet: 'Red-Carpet-Glamour',
      colour: 'Farbenlehre für jeden Hautton',
      runway: 'Backstage bei der Modenschau: schnelle Techniken',
      liner: 'Intensivkurs grafischer Eyeliner',
      airbrush: 'Airbrush-Foundation: die Grundlagen',
      mature: 'Reife Haut: Lifting und Glow',
      sfx: 'Einführung in Special Effects',
      camera: 'Kameratauglicher Teint für HD und Film',
      brows: 'Augenbrauen: vermessen und modellieren',
      boldColour: 'Intensive Farben für Augen und Lippen',
    },
  },
};
