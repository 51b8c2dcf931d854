// @ts-check
/**
 * Arabic, linking to the Middle East store. It speaks to the member as the interface does (masculine
 * singular), link texts are verbal nouns, and numbers use Arabic-Indic digits.
 */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'ar-SA',
  wpml: 'arabic',
  market: 'middle_east',
  steps: ['تحضير البشرة بمرطب مناسب.', 'وضع المنتج على طبقات رقيقة.', 'تثبيت المكياج ثم التحقق منه في ضوء النهار.'],
  shop: 'اكتشاف المنتج',
  tip: 'نصيحة:',
  tipText: 'احرص دائماً على العمل في ضوء طبيعي.',
  banner: {
    notice:
      '<p><strong>جديد:</strong> مواعيد الدروس المتقدمة متاحة الآن. <a href="#/master-classes">عرض التقويم</a>.</p>',
    login: '<p>يمكن للأعضاء تسجيل الدخول بالبريد الإلكتروني المسجّل في عضويتهم الاحترافية.</p>',
  },
  classes: {
    button: 'حجز مقعد',
    intro: 'يوم تطبيقي مع {presenter}.',
    includes: ['عرض حي', 'تطبيق عملي على عارضة', 'الأدوات ووجبة الغداء مشمولة'],
    seats: ['المقاعد محدودة: ', 'الحجز الآن', '.'],
    titles: {
      editorial: 'درس متقدم في بشرة جلسات تصوير المجلات',
      bridal: 'جمال العروس: من التجربة إلى اليوم الكبير',
      redCarpet: 'إطلالة السجادة الحمراء',
      colour: 'نظرية الألوان لكل درجات البشرة',
      runway: 'كواليس العروض: تقنيات المكياج السريع',
      liner: 'دورة مكثفة في الآيلاينر الجرافيكي',
      airbrush: 'أساسيات كريم الأساس بتقنية الإيربرش',
      mature: 'البشرة الناضجة: شدّ وإشراق',
      sfx: 'مدخل إلى مكياج المؤثرات الخاصة',
      camera: 'بشرة مثالية أمام كاميرات الدقة العالية والسينما',
      brows: 'الحواجب: التخطيط والنحت',
      boldColour: 'ألوان جريئة للعيون والشفاه',
    },
  },
};
