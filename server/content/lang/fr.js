// @ts-check
/** French (vous), linking to the Belgian store. */
const NB = '\u00a0'; // French sets a no-break space before a colon

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'fr-FR',
  wpml: 'french',
  market: 'be',
  steps: [
    'Préparez la peau avec un soin hydratant.',
    'Appliquez le produit en couches fines.',
    'Fixez, puis vérifiez le rendu à la lumière du jour.',
  ],
  shop: 'Découvrir le produit',
  tip: `Astuce${NB}:`,
  tipText: 'travaillez toujours à la lumière naturelle.',
  watch: 'Regarder la vidéo',
  readMore: 'Lire la suite',
  subHeading: 'Les conseils de nos formateurs',
  meetArtist: 'Découvrir l’artiste',
  readIssue: 'Lire le numéro',
  portrait: 'Portrait de {name}',
  atWork: '{name} au travail',
  signature: `Son produit fétiche${NB}: {product}.`,
  newsletter: `Newsletter Pro${NB}: {month}`,
  items: {
    video: [
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
    'product-tip': [
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
    article: [
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
    'artist-spotlight': [
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
    newsletter: [
      `Ce mois-ci${NB}: la saison des mariages, les nouvelles teintes Velvet Matte et le calendrier des masterclasses.`,
      `Ce mois-ci${NB}: préparer la peau par temps humide, la brume Hydra Prep et les coups de cœur de nos formateurs.`,
      `Ce mois-ci${NB}: l’eye-liner graphique, l’Ink Precision Liner et les réponses aux questions des membres.`,
    ],
  },
  banner: {
    notice: `<p><strong>Nouveau${NB}:</strong> les dates des masterclasses sont en ligne. <a href="#/master-classes">Voir le calendrier</a>.</p>`,
    login: '<p>Les membres se connectent avec l’adresse e-mail enregistrée pour leur adhésion professionnelle.</p>',
  },
  classes: {
    button: 'Réserver une place',
    intro: 'Une journée pratique avec {presenter}.',
    includes: ['Démonstration en direct', 'Mise en pratique sur modèle', 'Kit et déjeuner inclus'],
    seats: [`Les places sont limitées${NB}: `, 'réservez la vôtre', '.'],
    titles: {
      editorial: 'Masterclass teint éditorial',
      bridal: `Beauté de la mariée${NB}: de l’essai au grand jour`,
      redCarpet: 'Glamour tapis rouge',
      colour: 'La théorie des couleurs pour toutes les carnations',
      runway: `Coulisses de défilé${NB}: les techniques express`,
      liner: 'Intensif eye-liner graphique',
      airbrush: 'Les bases du fond de teint à l’aérographe',
      mature: `Peaux matures${NB}: lifter et illuminer`,
      sfx: 'Initiation aux effets spéciaux',
      camera: 'Un teint parfait pour la HD et le cinéma',
      brows: `Sourcils${NB}: tracé et structure`,
      boldColour: `Couleurs intenses${NB}: yeux et lèvres`,
    },
  },
};
