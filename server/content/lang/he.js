// @ts-check
/**
 * Hebrew. Instructions use the infinitive and link texts "ל…" (to …), as the interface does, so no
 * sentence assumes the member's gender. No store of its own, so links go to the US store.
 */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'he-IL',
  wpml: 'hebrew',
  market: 'us',
  steps: ['להכין את העור עם קרם לחות.', 'למרוח את המוצר בשכבות דקות.', 'לקבע את האיפור ולבדוק את התוצאה באור יום.'],
  shop: 'למוצר',
  tip: 'טיפ:',
  tipText: 'כדאי לעבוד תמיד באור טבעי.',
  banner: {
    notice: '<p><strong>חדש:</strong> מועדי כיתות האמן פורסמו. <a href="#/master-classes">ללוח המועדים</a>.</p>',
    login: '<p>החברים מתחברים עם כתובת הדוא״ל הרשומה בחברות המקצועית שלהם.</p>',
  },
  classes: {
    button: 'להזמנת מקום',
    intro: 'יום מעשי עם {presenter}.',
    includes: ['הדגמה חיה', 'תרגול על מודל', 'ערכה וארוחת צהריים כלולות'],
    seats: ['מספר המקומות מוגבל – ', 'להזמנת מקום', '.'],
    titles: {
      editorial: 'כיתת אמן: עור למגזינים',
      bridal: 'יופי של כלה: מהניסיון ועד היום הגדול',
      redCarpet: 'זוהר של שטיח אדום',
      colour: 'תורת הצבע לכל גווני העור',
      runway: 'מאחורי הקלעים של התצוגה: טכניקות מהירות',
      liner: 'סדנה מרוכזת לאייליינר גרפי',
      airbrush: 'יסודות המייקאפ באיירבראש',
      mature: 'עור בוגר: מיצוק וזוהר',
      sfx: 'מבוא לאפקטים מיוחדים',
      camera: 'עור מושלם למצלמת HD ולקולנוע',
      brows: 'גבות: מיפוי ועיצוב',
      boldColour: 'צבעים נועזים לעיניים ולשפתיים',
    },
  },
};
