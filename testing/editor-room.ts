// What an editor might add to the home page's About and Why Choose texts through /admin/: some 2 KB more to each,
// 4 KB a page, in both languages (varied sentences, as an editor writes them: repeated text would compress to
// nothing and prove nothing). The changed copy of the site carries it (testing/changed-copy.ts), and the budget
// tests show that below the fold it costs the first screen nothing, while inside the largest element it fails.
export const ROOM_TEXT = {
  en: {
    about: [
      "Our Alexandria laboratory keeps calibrated ultrasonic flaw detectors, phased-array probes and reference blocks traceable to national standards, so field readings can be repeated and defended at audit.",
      "Inspectors hold ASNT SNT-TC-1A or ISO 9712 Level II certificates in the methods they sign for, and every report is reviewed by a Level III before release.",
      "For refinery turnarounds we plan inspection packages with the operator's integrity engineers weeks ahead, so scaffolding, permits and isolation are ready when our crews arrive.",
      "Pressure equipment is assessed against ASME Section VIII, API 510 and API 570, storage tanks against API 653, with thickness surveys mapped onto the client's own drawings.",
      "Lifting equipment examinations follow LOLER practice and the manufacturer's criteria; every shackle, sling and hook is tagged with a label whose certificate can be checked online.",
      "Marine clients receive hull thickness gauging and coating inspections accepted by the major classification societies, planned around dry-dock windows and port schedules.",
      "Weld procedure and welder qualification tests are witnessed to ASME Section IX and ISO 15614, with mechanical testing at accredited partner laboratories in Egypt.",
      "Reports are issued in English or Arabic, with photographs, sketches and the acceptance criteria applied, so a reader can see both what was found and why it was judged so.",
      "Corrosion under insulation is screened with pulsed eddy current before any cladding is removed, which keeps the plant running while the worst areas are found.",
      "Heat exchanger tubes are tested by eddy current, remote field or IRIS depending on their material, and the results are plotted on a tube sheet map the maintenance team can use directly.",
      "Post-weld heat treatment is recorded with calibrated thermocouples and digital chart recorders, and the charts are attached to the report with the procedure they followed.",
      "Hydrostatic and pneumatic pressure tests are witnessed with calibrated gauges, and hold times, test media and temperatures are recorded on the certificate.",
    ].join(" "),
    why: [
      "We have no stake in the equipment we inspect: no sales of repairs, spare parts or coatings, so the findings answer only to the code and to the client who asked for them.",
      "Each engagement has one named coordinator who answers the telephone, arranges access and tells the client the same day when a finding needs a decision.",
      "Crews are mobilised from Alexandria to the Western Desert fields, the Suez Canal zone and offshore platforms in the Mediterranean, with rope access teams for places scaffolding cannot reach.",
      "Our quality system is audited every year, and our inspectors' competence records, calibration certificates and procedures are open to the client's auditors on request.",
      "Emergency call-outs for leaks, failed lifts or storm damage are answered around the clock, and a first inspector is on site within hours wherever the roads allow.",
      "Digital records keep every thickness reading, radiograph and photograph for the life of the asset, so the next inspection compares like with like instead of starting again.",
      "Clients receive a short summary of the findings on the day of the inspection and the full signed report within the agreed time, usually three working days.",
      "Fees are quoted per scope before work begins, with travel, standby and reporting stated separately, so there are no surprises on the invoice.",
      "Our reports name the code edition, the acceptance level and the instrument serial numbers, so a third party can retrace every judgement without calling us.",
      "Long-term service agreements fix day rates for a year and reserve inspectors for planned shutdowns, which keeps teams familiar with each site and its hazards.",
      "Safety comes before schedule: our crews hold valid permits, gas-testing and working-at-height training, and stop work whenever conditions change.",
      "When a finding is disputed, the original data is reviewed by a second Level III inspector, and the client is told the outcome in writing.",
      "Every site visit ends with an attendance sheet that the client's supervisor countersigns.",
    ].join(" "),
  },
  ar: {
    about: [
      "يضم مختبرنا في الإسكندرية أجهزة كشف العيوب بالموجات فوق الصوتية ومجسات المصفوفة الطورية وكتل المعايرة المرجعية، وكلها قابلة للتتبع إلى المعايير الوطنية حتى تتكرر القراءات الميدانية ويُدافع عنها عند التدقيق.",
      "يحمل مفتشونا شهادات المستوى الثاني وفق ASNT SNT-TC-1A أو ISO 9712 في الطرق التي يوقّعون عليها، ويراجع كل تقرير مفتش من المستوى الثالث قبل إصداره.",
      "في توقفات المصافي نخطط حزم الفحص مع مهندسي سلامة الأصول لدى المشغل قبلها بأسابيع، فتكون السقالات والتصاريح والعزل جاهزة عند وصول فرقنا.",
      "تُقيَّم معدات الضغط وفق ASME القسم الثامن وAPI 510 وAPI 570، وخزانات التخزين وفق API 653، مع خرائط قياس السُّمك على رسومات العميل نفسه.",
      "تتبع فحوص معدات الرفع ممارسات LOLER ومعايير الشركة المصنعة، وتحمل كل شكّالة وحبال رفع وخطاف ملصقًا يمكن التحقق من شهادته عبر الإنترنت.",
      "يحصل عملاؤنا في القطاع البحري على قياسات سُمك البدن وفحوص الطلاء المقبولة لدى هيئات التصنيف الكبرى، مخططة حول مواعيد الأحواض الجافة وجداول الموانئ.",
      "نشهد اختبارات تأهيل إجراءات اللحام واللحامين وفق ASME القسم التاسع وISO 15614، مع الاختبارات الميكانيكية في مختبرات شريكة معتمدة في مصر.",
      "تصدر التقارير بالعربية أو الإنجليزية مع الصور والرسومات ومعايير القبول المطبقة، ليرى القارئ ما وُجد ولماذا حُكم عليه بذلك.",
      "نكشف التآكل تحت العزل بالتيارات الدوامية النبضية قبل إزالة أي غلاف، فيبقى المصنع عاملًا بينما نحدد أسوأ المناطق.",
    ].join(" "),
    why: [
      "لا مصلحة لنا في المعدات التي نفحصها: لا نبيع إصلاحات ولا قطع غيار ولا طلاءات، فتخضع النتائج للكود وللعميل الذي طلبها فقط.",
      "لكل مهمة منسق واحد معروف بالاسم يرد على الهاتف وينظم الدخول إلى الموقع ويبلغ العميل في اليوم نفسه إذا احتاجت نتيجة ما إلى قرار.",
      "ننقل فرقنا من الإسكندرية إلى حقول الصحراء الغربية ومنطقة قناة السويس والمنصات البحرية في البحر المتوسط، ومعنا فرق الوصول بالحبال حيث لا تصل السقالات.",
      "يُدقَّق نظام الجودة لدينا كل عام، وسجلات كفاءة المفتشين وشهادات المعايرة والإجراءات متاحة لمدققي العميل عند الطلب.",
      "نستجيب لنداءات الطوارئ في حالات التسرب أو فشل الرفع أو أضرار العواصف على مدار الساعة، ويصل أول مفتش إلى الموقع خلال ساعات حيثما تسمح الطرق.",
      "تحفظ السجلات الرقمية كل قراءة سُمك وصورة إشعاعية وصورة فوتوغرافية طوال عمر الأصل، فيقارن الفحص التالي المثل بالمثل بدل البدء من جديد.",
      "يتسلم العميل ملخصًا قصيرًا للنتائج في يوم الفحص، والتقرير الكامل الموقّع خلال المدة المتفق عليها، وهي عادة ثلاثة أيام عمل.",
      "تذكر تقاريرنا إصدار الكود ومستوى القبول والأرقام التسلسلية للأجهزة، ليتمكن أي طرف ثالث من تتبع كل حكم دون الرجوع إلينا.",
      "نسعّر كل نطاق عمل قبل البدء، مع بيان السفر والانتظار وإعداد التقارير كلٌّ على حدة، فلا مفاجآت في الفاتورة.",
    ].join(" "),
  },
} as const

type SiteTexts = Record<"en" | "ar", { about: { intro: string; whyIntro: string } }>

// data/site.json's content with the About and Why Choose texts of both editions longer by ROOM_TEXT.
export function siteWithRoom<Site extends SiteTexts>(site: Site): Site {
  const longer = { ...site }
  for (const locale of ["en", "ar"] as const) {
    const about = site[locale].about
    longer[locale] = {
      ...site[locale],
      about: {
        ...about,
        intro: `${about.intro} ${ROOM_TEXT[locale].about}`,
        whyIntro: `${about.whyIntro} ${ROOM_TEXT[locale].why}`,
      },
    }
  }
  return longer
}
