// @ts-check
/** Portuguese from Portugal (the formal third person, as the interface), linking to the Iberian store. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'pt-PT',
  wpml: 'portuguese',
  market: 'iberia',
  steps: [
    'Prepare a pele com um hidratante.',
    'Aplique o produto em camadas finas.',
    'Fixe a maquilhagem e confirme o resultado à luz natural.',
  ],
  shop: 'Descobrir o produto',
  tip: 'Dica:',
  tipText: 'trabalhe sempre com luz natural.',
  banner: {
    notice:
      '<p><strong>Novidade:</strong> as datas das masterclasses já estão disponíveis. <a href="#/master-classes">Ver o calendário</a>.</p>',
    login: '<p>Os membros iniciam sessão com o e-mail registado na sua adesão profissional.</p>',
  },
  classes: {
    button: 'Reservar lugar',
    intro: 'Um dia prático com {presenter}.',
    includes: ['Demonstração ao vivo', 'Prática num modelo', 'Kit e almoço incluídos'],
    seats: ['Os lugares são limitados: ', 'reserve já o seu', '.'],
    titles: {
      editorial: 'Masterclass de pele editorial',
      bridal: 'Beleza de noiva: da prova ao grande dia',
      redCarpet: 'Glamour de passadeira vermelha',
      colour: 'Teoria da cor para todos os tons de pele',
      runway: 'Bastidores de desfile: técnicas rápidas',
      liner: 'Eyeliner gráfico: curso intensivo',
      airbrush: 'Base com aerógrafo: as noções essenciais',
      mature: 'Pele madura: efeito lifting e luminosidade',
      sfx: 'Introdução aos efeitos especiais',
      camera: 'Pele perfeita para HD e cinema',
      brows: 'Sobrancelhas: desenho e definição',
      boldColour: 'Cor intensa: olhos e lábios',
    },
  },
};
