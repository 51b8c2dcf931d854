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
  watch: 'Video ansehen',
  readMore: 'Weiterlesen',
  subHeading: 'Tipps aus unserem Trainerteam',
  meetArtist: 'Zum Porträt',
  readIssue: 'Ausgabe lesen',
  portrait: 'Porträt von {name}',
  atWork: '{name} bei der Arbeit',
  signature: 'Lieblingsprodukt: {product}.',
  newsletter: 'Pro-Newsletter: {month}',
  items: {
    video: [
      ['Strahlender Teint in fünf Minuten', 'Eine Express-Routine für einen frischen Teint, der den ganzen Tag hält.'],
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
    'product-tip': [
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
    article: [
      [
        'Die Make-up-Trends der Saison',
        'Beerige Lippen, seidiger Teint und grafischer Eyeliner bestimmen die Laufstege.',
      ],
      ['So stellen Sie Ihr Profi-Kit zusammen', 'Alles Wichtige für jeden Hautton, vom Fotoset bis zur Hochzeit.'],
      [
        'Hygiene im Kit: die wichtigsten Regeln',
        'Desinfizieren Sie Pinsel nach jeder Kundin und entnehmen Sie Cremeprodukte mit einem Spatel.',
      ],
      ['Für Mitglieder: 20 % auf alle Pinsel', 'Ein exklusiver Rabatt für Mitglieder auf das gesamte Pinselsortiment.'],
    ],
    'artist-spotlight': [
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
    newsletter: [
      'Diesen Monat: Hochzeitssaison, neue Velvet-Matte-Nuancen und der Kalender der Masterclasses.',
      'Diesen Monat: die Haut bei feuchtem Wetter vorbereiten, der Hydra Prep Mist und die Favoriten unseres Trainerteams.',
      'Diesen Monat: grafischer Eyeliner, der Ink Precision Liner und Antworten auf Fragen unserer Mitglieder.',
    ],
  },
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
