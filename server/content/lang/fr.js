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
