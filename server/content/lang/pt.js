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
  watch: 'Ver o vídeo',
  readMore: 'Ler mais',
  subHeading: 'Conselhos dos nossos formadores',
  meetArtist: 'Ver o perfil',
  readIssue: 'Ler a edição',
  portrait: 'Retrato de {name}',
  atWork: '{name} a trabalhar',
  signature: 'Produto de eleição: {product}.',
  newsletter: 'Newsletter Pro: {month}',
  items: {
    video: [
      ['Pele luminosa em cinco minutos', 'Uma rotina expresso para uma pele radiante que dura o dia inteiro.'],
      ['Smoky eye para pálpebras descaídas', 'Esbata para cima para abrir o olhar sem pesar a pálpebra móvel.'],
      [
        'Maquilhagem de noiva de longa duração',
        'Prepare a pele, fixe em camadas finas e tenha sempre à mão um kit de retoque.',
      ],
      [
        'Sobrancelhas naturais e definidas',
        'Desenhe pelos finos com um lápis de precisão e fixe-os com um gel transparente.',
      ],
    ],
    'product-tip': [
      [
        'Base Second Skin: três maneiras de a aplicar',
        'Com pincel para mais cobertura, com esponja húmida para um acabamento natural e com os dedos para um efeito pele nua.',
      ],
      [
        'Batom Velvet Matte sem secar os lábios',
        'Esfolie, hidrate e aplique a cor aos toques para um mate confortável.',
      ],
      [
        'Bruma Hydra Prep antes e depois da maquilhagem',
        'Borrife antes da base para hidratar e depois do pó para o fundir com a pele.',
      ],
      ['Corretor Longwear: menos é mais', 'Um toque no canto interno do olho chega para iluminar o olhar.'],
    ],
    article: [
      [
        'As tendências de maquilhagem da estação',
        'Lábios cor de amora, pele acetinada e eyeliner gráfico dominam as passerelles.',
      ],
      [
        'Como montar o seu kit profissional',
        'O essencial para trabalhar todos os tons de pele, do estúdio ao casamento.',
      ],
      [
        'Higiene do kit: os hábitos certos',
        'Desinfete os pincéis entre clientes e use uma espátula para os produtos em creme.',
      ],
      [
        'Oferta para membros: 20% de desconto em pincéis',
        'Um desconto exclusivo para membros em toda a gama de pincéis.',
      ],
    ],
    'artist-spotlight': [
      [
        'Inês Carvalho',
        '{name} já maquilhou nos bastidores de doze semanas da moda e ensina maquilhagem para alta definição.',
      ],
      [
        'Marta Sousa',
        '{name} assina a beleza de muitos editoriais de moda e orienta os nossos workshops de lábios gráficos.',
      ],
      ['Tiago Ferreira', '{name} trabalha em cinema e ensina técnicas de maquilhagem de efeitos especiais.'],
    ],
    newsletter: [
      'Este mês: a época de casamentos, os novos tons Velvet Matte e o calendário das masterclasses.',
      'Este mês: como preparar a pele com tempo húmido, a bruma Hydra Prep e os favoritos dos nossos formadores.',
      'Este mês: eyeliner gráfico, o Ink Precision Liner e respostas às perguntas dos membros.',
    ],
  },
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
