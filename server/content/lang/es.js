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
  watch: 'Ver el vídeo',
  readMore: 'Leer más',
  subHeading: 'Consejos de nuestros formadores',
  meetArtist: 'Ver el perfil',
  readIssue: 'Leer el número',
  portrait: 'Retrato de {name}',
  atWork: '{name} trabajando',
  signature: 'Su producto estrella: {product}.',
  newsletter: 'Boletín Pro: {month}',
  items: {
    video: [
      ['Piel luminosa en cinco minutos', 'Una rutina exprés para un cutis radiante que aguanta todo el día.'],
      ['Ahumado para párpados caídos', 'Difumina hacia arriba para abrir la mirada sin recargar el párpado móvil.'],
      ['Maquillaje de novia de larga duración', 'Prepara la piel, fija en capas finas y ten a mano un kit de retoque.'],
      [
        'Cejas naturales y definidas',
        'Dibuja pelos finos con un lápiz de precisión y fíjalos con un gel transparente.',
      ],
    ],
    'product-tip': [
      [
        'Base Second Skin: tres formas de aplicarla',
        'Con brocha para más cobertura, con esponja húmeda para un acabado natural y con los dedos para un efecto piel desnuda.',
      ],
      ['Labial Velvet Matte sin resecar', 'Exfolia, hidrata y aplica el color a toquecitos para un mate cómodo.'],
      [
        'Bruma Hydra Prep antes y después del maquillaje',
        'Pulverízala antes de la base para hidratar y después de los polvos para fundirlos con la piel.',
      ],
      ['Corrector Longwear: menos es más', 'Un toque en el lagrimal basta para iluminar la mirada.'],
    ],
    article: [
      [
        'Las tendencias de maquillaje de la temporada',
        'Labios color frambuesa, piel satinada y eyeliner gráfico dominan las pasarelas.',
      ],
      [
        'Cómo montar tu kit profesional',
        'Lo imprescindible para trabajar con todos los tonos de piel, del plató a la boda.',
      ],
      [
        'Higiene del kit: los hábitos básicos',
        'Desinfecta las brochas entre clienta y clienta y usa una espátula para las texturas en crema.',
      ],
      [
        'Oferta para miembros: 20 % de descuento en brochas',
        'Un descuento exclusivo para miembros en toda la gama de brochas.',
      ],
    ],
    'artist-spotlight': [
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
    newsletter: [
      'Este mes: la temporada de bodas, los nuevos tonos de Velvet Matte y el calendario de clases magistrales.',
      'Este mes: cómo preparar la piel cuando hay humedad, la bruma Hydra Prep y los favoritos de nuestros formadores.',
      'Este mes: eyeliner gráfico, el Ink Precision Liner y respuestas a las preguntas de los miembros.',
    ],
  },
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
