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
  watch: 'Bekijk de video',
  readMore: 'Lees verder',
  subHeading: 'Tips van onze trainers',
  meetArtist: 'Bekijk het profiel',
  readIssue: 'Lees deze editie',
  portrait: 'Portret van {name}',
  atWork: '{name} aan het werk',
  signature: 'Favoriete product: {product}.',
  newsletter: 'Pro-nieuwsbrief: {month}',
  items: {
    video: [
      ['Een stralende huid in vijf minuten', 'Een snelle routine voor een frisse teint die de hele dag blijft zitten.'],
      [
        'Smoky eyes voor overhangende oogleden',
        'Blend naar boven: zo open je het oog zonder dat het ooglid zwaar oogt.',
      ],
      [
        'Bruidsmake-up die de hele dag blijft zitten',
        'Bereid de huid voor, fixeer in dunne laagjes en houd een kit voor touch-ups bij de hand.',
      ],
      [
        'Natuurlijke, strakke wenkbrauwen',
        'Teken fijne haartjes met een precisiepotlood en zet ze vast met transparante gel.',
      ],
    ],
    'product-tip': [
      [
        'Second Skin Foundation: drie manieren om hem aan te brengen',
        'Met een kwast voor meer dekking, met een vochtig sponsje voor een natuurlijke finish en met je vingers voor een blote-huideffect.',
      ],
      [
        'Velvet Matte Lipstick zonder uitgedroogde lippen',
        'Scrub, hydrateer en dep de kleur op voor een comfortabele matte finish.',
      ],
      [
        'Hydra Prep Mist vóór en na de make-up',
        'Spray vóór de foundation voor hydratatie en na de poeder, zodat alles mooi versmelt.',
      ],
      [
        'Longwear Concealer: minder is meer',
        'Een klein beetje in de binnenste ooghoek maakt je blik meteen helderder.',
      ],
    ],
    article: [
      [
        'De make-uptrends van dit seizoen',
        'Bessenrode lippen, een satijnen huid en grafische eyeliner domineren de catwalks.',
      ],
      [
        'Zo stel je je professionele kit samen',
        'De basics om met elke huidskleur te werken, van fotoshoot tot bruiloft.',
      ],
      [
        'Hygiëne in je kit: de basisregels',
        'Desinfecteer je kwasten na elke klant en gebruik een spatel voor crèmeproducten.',
      ],
      ['Ledenaanbieding: 20% korting op kwasten', 'Een exclusieve korting voor leden op de hele kwastenlijn.'],
    ],
    'artist-spotlight': [
      ['Sanne de Vries', '{name} werkte backstage bij twaalf fashion weeks en geeft les in make-up voor hd-camera’s.'],
      [
        'Fleur Jansen',
        '{name} verzorgt de beauty voor talloze editorials en leidt onze workshops over grafische lippen.',
      ],
      ['Daan Bakker', '{name} werkt voor film en leert cursisten de technieken van special-effects-make-up.'],
    ],
    newsletter: [
      'Deze maand: het trouwseizoen, nieuwe Velvet Matte-tinten en de agenda van de masterclasses.',
      'Deze maand: de huid voorbereiden bij vochtig weer, de Hydra Prep Mist en de favorieten van onze trainers.',
      'Deze maand: grafische eyeliner, de Ink Precision Liner en antwoorden op vragen van leden.',
    ],
  },
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
