// @ts-check
/** Spanish from Spain (tú, as the interface), linking to the Iberian store. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'es-ES',
  wpml: 'spanish',
  market: 'iberia',
  steps: [
    'Prepara la piel con una crema hidratante.',
    'Aplica el producto en capas finas.',
    'Fija el maquillaje y comprueba el resultado con luz natural.',
  ],
  shop: 'Descubrir el producto',
  tip: 'Consejo:',
  tipText: 'trabaja siempre con luz natural.',
  banner: {
    notice:
      '<p><strong>Novedad:</strong> ya están publicadas las fechas de las clases magistrales. <a href="#/master-classes">Ver el calendario</a>.</p>',
    login: '<p>Los miembros inician sesión con el e-mail registrado en su membresía profesional.</p>',
  },
  classes: {
    button: 'Reservar plaza',
    intro: 'Una jornada práctica con {presenter}.',
    includes: ['Demostración en directo', 'Práctica con modelo', 'Kit y comida incluidos'],
    seats: ['Las plazas son limitadas: ', 'reserva la tuya', '.'],
    titles: {
      editorial: 'Clase magistral de piel editorial',
      bridal: 'Belleza nupcial: de la prueba al gran día',
      redCarpet: 'Glamour de alfombra roja',
      colour: 'Teoría del color para todos los tonos de piel',
      runway: 'Backstage de pasarela: técnicas rápidas',
      liner: 'Intensivo de eyeliner gráfico',
      airbrush: 'Fundamentos de la base con aerógrafo',
      mature: 'Piel madura: efecto lifting y luminosidad',
      sfx: 'Introducción a los efectos especiales',
      camera: 'Piel perfecta para HD y cine',
      brows: 'Cejas: diseño y definición',
      boldColour: 'Color intenso: ojos y labios',
    },
  },
};
