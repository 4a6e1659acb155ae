/* eslint-disable */
import * as registry from '../registry.js'

/** The ar texts of every message, by message id (scripts/i18n-compile.mjs). */
export default {
	accountcreated1: () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الحساب بنجاح!`)
},
	actioncannotbeundone3: () => {
	return /** @type {LocalizedString} */ (`لا يمكن التراجع عن هذا الإجراء.`)
},
	allattendancemarked2: () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الحضور بالكامل!`)
},
	announcementcreated1: () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الإعلان بنجاح!`)
},
	announcementdeleted1: () => {
	return /** @type {LocalizedString} */ (`تم حذف الإعلان بنجاح!`)
},
	announcementupdated1: () => {
	return /** @type {LocalizedString} */ (`تم تحديث الإعلان بنجاح!`)
},
	assignmentcreated1: () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الواجب بنجاح!`)
},
	assignmentdeleted1: () => {
	return /** @type {LocalizedString} */ (`تم حذف الواجب بنجاح!`)
},
	assignmentscored1: () => {
	return /** @type {LocalizedString} */ (`تم تقييم الواجب بنجاح!`)
},
	assignmentupdated1: () => {
	return /** @type {LocalizedString} */ (`تم تحديث الواجب بنجاح!`)
},
	attendancefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`لا يمكن تغيير الحضور بعد الإرسال!`)
},
	attendancerecorded1: () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الحضور بنجاح!`)
},
	authenticationfailed1: () => {
	return /** @type {LocalizedString} */ (`فشل التحقق من الهوية`)
},
	cbtcreated1: () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الاختبار بنجاح!`)
},
	cbtdeleted1: () => {
	return /** @type {LocalizedString} */ (`تم حذف الاختبار بنجاح!`)
},
	cbtscored1: () => {
	return /** @type {LocalizedString} */ (`تم تقييم الاختبار بنجاح!`)
},
	cbtupdated1: () => {
	return /** @type {LocalizedString} */ (`تم تحديث الاختبار بنجاح!`)
},
	certificatenotavailable2: () => {
	return /** @type {LocalizedString} */ (`ستتاح شهادتك عند انتهاء جميع مقررات دفعتك.`)
},
	certificatenotfound2: () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على الشهادة`)
},
	choosestudenttoreadwork4: () => {
	return /** @type {LocalizedString} */ (`اختر طالبًا لقراءة عمله.`)
},
	chunkloadfailed2: (i) => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الجزء ${i?.chunkId}`)
},
	cohortinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على معلومات الدفعة. يرجى تسجيل الدخول مرة أخرى.`)
},
	commonloading1: () => {
	return /** @type {LocalizedString} */ (`جارٍ التحميل...`)
},
	commonretry1: () => {
	return /** @type {LocalizedString} */ (`إعادة المحاولة`)
},
	confirmdeleteannouncement2: () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا الإعلان؟`)
},
	confirmdeleteassignment2: () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا الواجب؟`)
},
	confirmdeletecbt2: () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا الاختبار؟`)
},
	confirmdeletecontribution2: () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذه المساهمة؟`)
},
	confirmdeletecourse2: () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا المقرر؟`)
},
	confirmdeleteliveclass3: () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذه الحصة المباشرة؟`)
},
	confirmdeletetopic2: () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد حذف هذا الموضوع؟`)
},
	confirmlogout1: () => {
	return /** @type {LocalizedString} */ (`هل تريد بالتأكيد تسجيل الخروج؟`)
},
	contributioncreated1: () => {
	return /** @type {LocalizedString} */ (`تم إنشاء المساهمة بنجاح!`)
},
	contributiondeleted1: () => {
	return /** @type {LocalizedString} */ (`تم حذف المساهمة بنجاح!`)
},
	contributionscored1: () => {
	return /** @type {LocalizedString} */ (`تم تقييم المساهمة بنجاح!`)
},
	contributionupdated1: () => {
	return /** @type {LocalizedString} */ (`تم تحديث المساهمة بنجاح!`)
},
	coursecreated1: () => {
	return /** @type {LocalizedString} */ (`تم إنشاء المقرر بنجاح!`)
},
	coursedeleted1: () => {
	return /** @type {LocalizedString} */ (`تم حذف المقرر بنجاح!`)
},
	courseinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على معلومات المقرر!`)
},
	courselocked1: (i) => {
	return /** @type {LocalizedString} */ (`المقرر ${i?.courseName} مقفل! أكمل المتطلبات السابقة أولًا.`)
},
	coursenotfound2: () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على المقرر!`)
},
	courseupdated1: () => {
	return /** @type {LocalizedString} */ (`تم تحديث المقرر بنجاح!`)
},
	createannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء الإعلان. يرجى المحاولة مرة أخرى.`)
},
	createassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء الواجب. يرجى المحاولة مرة أخرى.`)
},
	createcbtfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء الاختبار. يرجى المحاولة مرة أخرى.`)
},
	createcontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء المساهمة. يرجى المحاولة مرة أخرى.`)
},
	createcoursefailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء المقرر. يرجى المحاولة مرة أخرى.`)
},
	createtopicfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء الموضوع. يرجى المحاولة مرة أخرى.`)
},
	creatingannouncementfor2: (i) => {
	return /** @type {LocalizedString} */ (`إنشاء إعلان لـ: ${i?.cohortName}`)
},
	deleteannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الإعلان. يرجى المحاولة مرة أخرى.`)
},
	deleteassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الواجب. يرجى المحاولة مرة أخرى.`)
},
	deletecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الاختبار. يرجى المحاولة مرة أخرى.`)
},
	deletecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف المساهمة. يرجى المحاولة مرة أخرى.`)
},
	deletecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف المقرر. يرجى المحاولة مرة أخرى.`)
},
	deleteliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الحصة المباشرة. يرجى المحاولة مرة أخرى.`)
},
	deletetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الموضوع. يرجى المحاولة مرة أخرى.`)
},
	deskassignmentstoscore3: (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا واجبات بانتظار التقييم`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`واجب واحد بانتظار التقييم`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`واجبان بانتظار التقييم`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} واجبات بانتظار التقييم`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} واجبًا بانتظار التقييم`);
	return /** @type {LocalizedString} */ (`${i?.count} واجب بانتظار التقييم`)
	
},
	deskcontributionstoscore3: (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا مساهمات بانتظار التقييم`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`مساهمة واحدة بانتظار التقييم`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`مساهمتان بانتظار التقييم`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} مساهمات بانتظار التقييم`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} مساهمةً بانتظار التقييم`);
	return /** @type {LocalizedString} */ (`${i?.count} مساهمة بانتظار التقييم`)
	
},
	deskworktoscore3: () => {
	return /** @type {LocalizedString} */ (`أعمال بانتظار التقييم`)
},
	downloadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تنزيل الملف. يرجى المحاولة مرة أخرى.`)
},
	duetoday1: () => {
	return /** @type {LocalizedString} */ (`يُسلَّم اليوم`)
},
	endbeforestartdate3: () => {
	return /** @type {LocalizedString} */ (`يجب أن يكون في تاريخ البدء أو بعده`)
},
	extensionduedate2: () => {
	return /** @type {LocalizedString} */ (`موعد التسليم الجديد`)
},
	extensiongrant1: () => {
	return /** @type {LocalizedString} */ (`منح التمديد`)
},
	extensiongrantfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر منح التمديد. يرجى المحاولة مرة أخرى.`)
},
	extensiongranted1: (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لم يُمنح التمديد لأي طالب.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`مُنح التمديد لطالب واحد.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`مُنح التمديد لطالبين.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`مُنح التمديد لـ${i?.count} طلاب.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`مُنح التمديد لـ${i?.count} طالبًا.`);
	return /** @type {LocalizedString} */ (`مُنح التمديد لـ${i?.count} طالب.`)
	
},
	extensiongranting1: () => {
	return /** @type {LocalizedString} */ (`جارٍ منح التمديد...`)
},
	extensionreason1: () => {
	return /** @type {LocalizedString} */ (`السبب`)
},
	extensionrevoke1: () => {
	return /** @type {LocalizedString} */ (`إلغاء`)
},
	extensionrevokefailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر إلغاء التمديد. يرجى المحاولة مرة أخرى.`)
},
	extensionrevokelabel2: (i) => {
	return /** @type {LocalizedString} */ (`إلغاء تمديد ${i?.name}`)
},
	extensionrevokequestion2: (i) => {
	return /** @type {LocalizedString} */ (`هل تريد إلغاء تمديد ${i?.name}؟`)
},
	extensionrevokewarning2: () => {
	return /** @type {LocalizedString} */ (`سيُطبَّق عليه موعد تسليم العنصر الأصلي من جديد.`)
},
	extensionrevoked1: () => {
	return /** @type {LocalizedString} */ (`تم إلغاء التمديد بنجاح`)
},
	extensionstudent1: () => {
	return /** @type {LocalizedString} */ (`الطالب`)
},
	extensionstudents1: () => {
	return /** @type {LocalizedString} */ (`الطلاب`)
},
	extensionyesrevoke2: () => {
	return /** @type {LocalizedString} */ (`نعم، ألغِ التمديد`)
},
	extensionsfailed1: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل التمديدات. يرجى المحاولة مرة أخرى.`)
},
	extensionsintro1: () => {
	return /** @type {LocalizedString} */ (`امنح بعض الطلاب موعد تسليم لاحقًا لهذا العنصر مع ذكر السبب، وستلتزم به قوائمهم وتسليماتهم واختباراتهم.`)
},
	extensionsloading1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل التمديدات...`)
},
	extensionsnone1: () => {
	return /** @type {LocalizedString} */ (`لا يوجد طالب لديه تمديد لهذا العنصر.`)
},
	extensionstitle1: () => {
	return /** @type {LocalizedString} */ (`تمديدات المهلة`)
},
	facultymembernotfound3: () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على عضو هيئة التدريس`)
},
	failedtofetchannouncements3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الإعلانات`)
},
	failedtofetchannouncementstryagain5: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الإعلانات. يرجى المحاولة مرة أخرى.`)
},
	failedtofetchassignments3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الواجبات. يرجى المحاولة مرة أخرى.`)
},
	failedtofetchcbts3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الاختبارات.`)
},
	failedtofetchcohorts3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الدفعات`)
},
	failedtofetchcohortsdot4: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الدفعات.`)
},
	failedtofetchcohortstryagain5: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الدفعات. يرجى المحاولة مرة أخرى.`)
},
	failedtofetchcontributions3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل المساهمات. يرجى المحاولة مرة أخرى.`)
},
	failedtofetchcourses3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل المقررات. يرجى المحاولة مرة أخرى.`)
},
	failedtofetchcoursestrylater5: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل المقررات. يرجى المحاولة لاحقًا.`)
},
	failedtofetchdashboardstats4: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل إحصاءات لوحة المتابعة`)
},
	failedtofetchdata3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل البيانات`)
},
	failedtofetchliveclasses4: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الحصص المباشرة. يرجى المحاولة مرة أخرى.`)
},
	failedtofetchstudentworks4: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الأعمال المسلَّمة. يرجى المحاولة مرة أخرى.`)
},
	failedtofetchstudents3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الطلاب. يرجى المحاولة مرة أخرى.`)
},
	failedtofetchwork3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل عملك. يرجى المحاولة مرة أخرى.`)
},
	failedtoloaddata3: () => {
	return /** @type {LocalizedString} */ (`فشل تحميل البيانات`)
},
	failedtoloaddatatryagain5: () => {
	return /** @type {LocalizedString} */ (`فشل تحميل البيانات. يرجى المحاولة مرة أخرى.`)
},
	filteredcbts1: () => {
	return /** @type {LocalizedString} */ (`الاختبارات الخاصة بالدفعة المختارة`)
},
	filteredcontributions1: () => {
	return /** @type {LocalizedString} */ (`المساهمات الخاصة بالدفعة المختارة`)
},
	forgotpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`العودة إلى تسجيل الدخول`)
},
	forgotpasswordemail2: () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني`)
},
	forgotpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`إرسال الرابط`)
},
	forgotpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`جارٍ الإرسال...`)
},
	forgotpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.`)
},
	forgotpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`نسيت كلمة المرور`)
},
	frameacademy1: () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
},
	framerolesadmin2: () => {
	return /** @type {LocalizedString} */ (`مسؤول`)
},
	framerolesfacilitator2: () => {
	return /** @type {LocalizedString} */ (`ميسّر`)
},
	framerolesstudent2: () => {
	return /** @type {LocalizedString} */ (`طالب`)
},
	framesignedinas3: () => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم`)
},
	generatepdffailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء ملف PDF. يرجى المحاولة مرة أخرى.`)
},
	handinworkfailed3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تسليم عملك. يرجى المحاولة مرة أخرى.`)
},
	invalidresetlink2: () => {
	return /** @type {LocalizedString} */ (`رابط إعادة التعيين غير صالح`)
},
	invalidresetlinkdot3: () => {
	return /** @type {LocalizedString} */ (`رابط إعادة التعيين غير صالح.`)
},
	languagelabel1: () => {
	return /** @type {LocalizedString} */ (`اللغة`)
},
	liveclassdeleted2: () => {
	return /** @type {LocalizedString} */ (`تم حذف الحصة المباشرة بنجاح!`)
},
	liveclassscheduled2: () => {
	return /** @type {LocalizedString} */ (`تمت جدولة الحصة المباشرة بنجاح!`)
},
	liveclassupdated2: () => {
	return /** @type {LocalizedString} */ (`تم تحديث الحصة المباشرة بنجاح!`)
},
	loadingannouncements1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الإعلانات...`)
},
	loadingassignments1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الواجبات...`)
},
	loadingcbts1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الاختبارات...`)
},
	loadingcontributions1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل المساهمات...`)
},
	loadingprofile1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل ملفك الشخصي...`)
},
	loadingstudentworks2: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الأعمال المسلَّمة...`)
},
	loadingstudents1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الطلاب...`)
},
	loadingwork1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل عملك...`)
},
	loggedout1: () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج بنجاح!`)
},
	loginemail1: () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني`)
},
	loginfailed1: () => {
	return /** @type {LocalizedString} */ (`فشل تسجيل الدخول. يرجى التحقق من بيانات الدخول.`)
},
	loginforgotpassword2: () => {
	return /** @type {LocalizedString} */ (`نسيت كلمة المرور؟`)
},
	loginheading1: () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
},
	loginpassword1: () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
},
	loginrememberme2: () => {
	return /** @type {LocalizedString} */ (`تذكّرني`)
},
	loginsubmit1: () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
},
	loginsubmitting1: () => {
	return /** @type {LocalizedString} */ (`جارٍ تسجيل الدخول...`)
},
	loginsuccess1: () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول بنجاح!`)
},
	logintitle1: () => {
	return /** @type {LocalizedString} */ (`مرحبًا بعودتك!`)
},
	mailhello1: (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا ${i?.name}،`)
},
	mailinvitationintro2: () => {
	return /** @type {LocalizedString} */ (`أُنشئ لك حساب في بوابة CLA. استخدم هذا الرابط لاختيار كلمة المرور وتسجيل الدخول:`)
},
	mailinvitationsubject2: () => {
	return /** @type {LocalizedString} */ (`حسابك في بوابة CLA`)
},
	maillinkvaliddays3: (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة يوم واحد ويمكن استخدامه مرة واحدة.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة يومين ويمكن استخدامه مرة واحدة.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة ${i?.count} أيام ويمكن استخدامه مرة واحدة.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة ${i?.count} يومًا ويمكن استخدامه مرة واحدة.`);
	return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة ${i?.count} يوم ويمكن استخدامه مرة واحدة.`)
	
},
	mailnewpasswordintro3: () => {
	return /** @type {LocalizedString} */ (`أرسلت إليك الأكاديمية رابطًا لاختيار كلمة مرور جديدة لحسابك في بوابة CLA:`)
},
	mailnewpasswordsubject3: () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة`)
},
	mailresetintro2: () => {
	return /** @type {LocalizedString} */ (`تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في بوابة CLA. استخدم هذا الرابط لاختيار كلمة مرور جديدة:`)
},
	mailresetoutro2: () => {
	return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة ساعة واحدة ويمكن استخدامه مرة واحدة.

إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.`)
},
	mailresetsubject2: () => {
	return /** @type {LocalizedString} */ (`أعد تعيين كلمة المرور`)
},
	mailscoreassignment2: (i) => {
	return /** @type {LocalizedString} */ (`الواجب: ${i?.itemName}`)
},
	mailscorecbt2: (i) => {
	return /** @type {LocalizedString} */ (`الاختبار: ${i?.itemName}`)
},
	mailscorecomment2: () => {
	return /** @type {LocalizedString} */ (`تعليق الميسّر:`)
},
	mailscorecontribution2: (i) => {
	return /** @type {LocalizedString} */ (`المساهمة: ${i?.itemName}`)
},
	mailscorecourse2: (i) => {
	return /** @type {LocalizedString} */ (`المقرر: ${i?.courseName}`)
},
	mailscoreintro2: () => {
	return /** @type {LocalizedString} */ (`نُشرت درجة جديدة.`)
},
	mailscorescore2: (i) => {
	return /** @type {LocalizedString} */ (`الدرجة: ${i?.score}`)
},
	mailscoreshownafter3: (i) => {
	return /** @type {LocalizedString} */ (`تظهر في البوابة بعد إغلاق الاختبار للجميع، بعد ${i?.date}`)
},
	mailscoresubject2: (i) => {
	return /** @type {LocalizedString} */ (`نُشرت درجة جديدة: ${i?.itemName}`)
},
	mailscoreviewinportal4: (i) => {
	return /** @type {LocalizedString} */ (`اطّلع عليها في البوابة: ${i?.url}`)
},
	markonecorrectoption3: () => {
	return /** @type {LocalizedString} */ (`حدّد خيارًا واحدًا صحيحًا فقط`)
},
	marksomecorrectoptions3: () => {
	return /** @type {LocalizedString} */ (`حدّد خيارًا صحيحًا واحدًا أو أكثر`)
},
	navadminactivity2: () => {
	return /** @type {LocalizedString} */ (`سجل النشاط`)
},
	navadmincohorts2: () => {
	return /** @type {LocalizedString} */ (`الدفعات`)
},
	navadminenrol2: () => {
	return /** @type {LocalizedString} */ (`التسجيل من ملف CSV`)
},
	navadminpeople2: () => {
	return /** @type {LocalizedString} */ (`الأشخاص`)
},
	navadministration1: () => {
	return /** @type {LocalizedString} */ (`الإدارة`)
},
	navannouncements1: () => {
	return /** @type {LocalizedString} */ (`الإعلانات`)
},
	navassignments1: () => {
	return /** @type {LocalizedString} */ (`الواجبات`)
},
	navclosemenu2: () => {
	return /** @type {LocalizedString} */ (`إغلاق القائمة`)
},
	navcontributions1: () => {
	return /** @type {LocalizedString} */ (`المساهمات`)
},
	navcourses1: () => {
	return /** @type {LocalizedString} */ (`المقررات`)
},
	navdashboard1: () => {
	return /** @type {LocalizedString} */ (`لوحة المتابعة`)
},
	navevents1: () => {
	return /** @type {LocalizedString} */ (`الفعاليات`)
},
	navinstructordesk2: () => {
	return /** @type {LocalizedString} */ (`مكتب الميسّر`)
},
	navlabel1: () => {
	return /** @type {LocalizedString} */ (`البوابة`)
},
	navmenu1: () => {
	return /** @type {LocalizedString} */ (`القائمة`)
},
	navopenmenu2: () => {
	return /** @type {LocalizedString} */ (`فتح القائمة`)
},
	navprofile1: () => {
	return /** @type {LocalizedString} */ (`الملف الشخصي`)
},
	navsignout2: () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج`)
},
	navtests1: () => {
	return /** @type {LocalizedString} */ (`الاختبارات`)
},
	_new: () => {
	return /** @type {LocalizedString} */ (`جديد`)
},
	noannouncements1: (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`لا توجد إعلانات عامة متاحة.`);
	return /** @type {LocalizedString} */ (`لا توجد إعلانات خاصة بك متاحة.`)
	
},
	noannouncementsfound2: () => {
	return /** @type {LocalizedString} */ (`لا توجد إعلانات`)
},
	noassignments1: () => {
	return /** @type {LocalizedString} */ (`لا توجد واجبات متاحة.`)
},
	nocbts1: () => {
	return /** @type {LocalizedString} */ (`لا توجد اختبارات متاحة.`)
},
	nocontributions1: () => {
	return /** @type {LocalizedString} */ (`لا توجد مساهمات متاحة.`)
},
	nocoursedescription2: () => {
	return /** @type {LocalizedString} */ (`لا يوجد وصف متاح لهذا المقرر.`)
},
	noliveclassestoday3: () => {
	return /** @type {LocalizedString} */ (`لا توجد حصص مباشرة مجدولة اليوم.`)
},
	nopastclasses2: () => {
	return /** @type {LocalizedString} */ (`لا توجد حصص سابقة.`)
},
	noresponse1: () => {
	return /** @type {LocalizedString} */ (`لا يوجد رد من الخادم. يرجى التحقق من اتصالك بالإنترنت.`)
},
	nostudentsavailable2: () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب`)
},
	nostudentsincohort3: () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب في هذه الدفعة`)
},
	nostudentsincohortdot4: () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب في هذه الدفعة.`)
},
	nostudentsmissingattendance3: () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب بلا حضور مسجَّل.`)
},
	nostudentswithoutscores3: () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب بلا درجات.`)
},
	notopics1: () => {
	return /** @type {LocalizedString} */ (`لم تُضَف أي مواضيع إلى هذا المقرر بعد.`)
},
	noupcomingclasses2: () => {
	return /** @type {LocalizedString} */ (`لا توجد حصص قادمة.`)
},
	noworkhandedin3: () => {
	return /** @type {LocalizedString} */ (`لم يُسلَّم شيء بعد.`)
},
	nobodyhandedin2: () => {
	return /** @type {LocalizedString} */ (`لم يسلّم أحد عملًا بعد.`)
},
	notassigned1: () => {
	return /** @type {LocalizedString} */ (`غير مُسنَد`)
},
	notscored1: () => {
	return /** @type {LocalizedString} */ (`لم يُقيَّم`)
},
	notset1: () => {
	return /** @type {LocalizedString} */ (`غير محدد`)
},
	notspecified1: () => {
	return /** @type {LocalizedString} */ (`غير مذكور`)
},
	passwordreset1: () => {
	return /** @type {LocalizedString} */ (`تمت إعادة تعيين كلمة المرور بنجاح!`)
},
	passwordsdonotmatch3: () => {
	return /** @type {LocalizedString} */ (`كلمتا المرور غير متطابقتين`)
},
	pastdue1: () => {
	return /** @type {LocalizedString} */ (`فات موعده`)
},
	performancesheetdownloaded2: () => {
	return /** @type {LocalizedString} */ (`تم تنزيل كشف الأداء بنجاح!`)
},
	portalwelcome1: () => {
	return /** @type {LocalizedString} */ (`اختر خيارًا من القائمة للبدء`)
},
	profileupdated1: () => {
	return /** @type {LocalizedString} */ (`تم تحديث الملف الشخصي بنجاح!`)
},
	recordattendancefailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تسجيل الحضور. يرجى المحاولة مرة أخرى.`)
},
	registrationsuccess1: () => {
	return /** @type {LocalizedString} */ (`تم التسجيل بنجاح! يرجى تسجيل الدخول للمتابعة.`)
},
	resetlinksent2: () => {
	return /** @type {LocalizedString} */ (`تم إرسال رابط إعادة التعيين إلى بريدك الإلكتروني!`)
},
	resetpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`العودة إلى تسجيل الدخول`)
},
	resetpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`تأكيد كلمة المرور الجديدة`)
},
	resetpasswordfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّرت إعادة تعيين كلمة المرور. يرجى المحاولة مرة أخرى.`)
},
	resetpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الجديدة`)
},
	resetpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`إعادة تعيين كلمة المرور`)
},
	resetpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`جارٍ إعادة التعيين...`)
},
	resetpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة لحسابك.`)
},
	resetpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`إعادة تعيين كلمة المرور`)
},
	scheduleliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`تعذّرت جدولة الحصة المباشرة. يرجى المحاولة مرة أخرى.`)
},
	scoreassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تقييم الواجب. يرجى المحاولة مرة أخرى.`)
},
	scorecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تقييم الاختبار. يرجى المحاولة مرة أخرى.`)
},
	scorecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تقييم المساهمة. يرجى المحاولة مرة أخرى.`)
},
	scorefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`لا يمكن تغيير درجة الطالب بعد الإرسال!`)
},
	selectclassfirst2: () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار حصة أولًا`)
},
	selectcohortandloadstudents4: () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة وتحميل بيانات الطلاب أولًا.`)
},
	selectcohortfirst2: () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة أولًا.`)
},
	selectcohortplaceholder2: () => {
	return /** @type {LocalizedString} */ (`اختر دفعة`)
},
	selectcohorttoviewassignments4: () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة لعرض الواجبات.`)
},
	selectcohorttoviewcbts4: () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة لعرض الاختبارات.`)
},
	selectcohorttoviewcontributions4: () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة لعرض المساهمات.`)
},
	selectcohorttoviewstudents4: () => {
	return /** @type {LocalizedString} */ (`اختر دفعة لعرض الطلاب.`)
},
	selectstudent1: () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار طالب`)
},
	selectstudentplaceholder2: () => {
	return /** @type {LocalizedString} */ (`اختر طالبًا`)
},
	sendresetlinkfailed3: () => {
	return /** @type {LocalizedString} */ (`تعذّر إرسال رابط إعادة التعيين. يرجى المحاولة مرة أخرى.`)
},
	sessionexpired1: () => {
	return /** @type {LocalizedString} */ (`انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.`)
},
	setpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`تأكيد كلمة المرور`)
},
	setpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
},
	setpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`تعيين كلمة المرور`)
},
	setpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`جارٍ الحفظ...`)
},
	setpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور لحسابك الجديد.`)
},
	setpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`عيّن كلمة المرور`)
},
	signupbirthday2: () => {
	return /** @type {LocalizedString} */ (`تاريخ الميلاد`)
},
	signupcancel2: () => {
	return /** @type {LocalizedString} */ (`إلغاء`)
},
	signupcohort2: () => {
	return /** @type {LocalizedString} */ (`الدفعة`)
},
	signupconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`تأكيد كلمة المرور`)
},
	signupdocumenttitle3: () => {
	return /** @type {LocalizedString} */ (`إنشاء حساب`)
},
	signupeditsubtitle3: () => {
	return /** @type {LocalizedString} */ (`حدّث معلومات ملفك الشخصي`)
},
	signupedittitle3: () => {
	return /** @type {LocalizedString} */ (`تعديل الملف الشخصي`)
},
	signupemail2: () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني`)
},
	signuphaveaccount3: () => {
	return /** @type {LocalizedString} */ (`لديك حساب بالفعل؟`)
},
	signuploadingoptions3: () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الأدوار والدفعات...`)
},
	signupname2: () => {
	return /** @type {LocalizedString} */ (`الاسم الكامل`)
},
	signuppassword2: () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
},
	signupphone2: () => {
	return /** @type {LocalizedString} */ (`رقم الهاتف`)
},
	signuprole2: () => {
	return /** @type {LocalizedString} */ (`الدور`)
},
	signupsave2: () => {
	return /** @type {LocalizedString} */ (`حفظ التغييرات`)
},
	signupsaving2: () => {
	return /** @type {LocalizedString} */ (`جارٍ حفظ التغييرات...`)
},
	signupselectcohort3: () => {
	return /** @type {LocalizedString} */ (`اختر دفعة`)
},
	signupselectrole3: () => {
	return /** @type {LocalizedString} */ (`اختر دورًا`)
},
	signupsignin3: () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
},
	signupsubmit2: () => {
	return /** @type {LocalizedString} */ (`إنشاء الحساب`)
},
	signupsubmitting2: () => {
	return /** @type {LocalizedString} */ (`جارٍ إنشاء الحساب...`)
},
	signupsubtitle2: () => {
	return /** @type {LocalizedString} */ (`أنشئ حسابك`)
},
	signuptitle2: () => {
	return /** @type {LocalizedString} */ (`مرحبًا`)
},
	somethingwentwrong2: () => {
	return /** @type {LocalizedString} */ (`حدث خطأ ما. يرجى المحاولة مرة أخرى.`)
},
	toomanyworkfiles3: (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا يمكنك تسليم أي ملف.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`يمكنك تسليم ملف واحد على الأكثر.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`يمكنك تسليم ملفين على الأكثر.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`يمكنك تسليم ${i?.count} ملفات على الأكثر.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`يمكنك تسليم ${i?.count} ملفًا على الأكثر.`);
	return /** @type {LocalizedString} */ (`يمكنك تسليم ${i?.count} ملف على الأكثر.`)
	
},
	topiccreated1: () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الموضوع بنجاح!`)
},
	topicdeleted1: () => {
	return /** @type {LocalizedString} */ (`تم حذف الموضوع بنجاح!`)
},
	topicupdated1: () => {
	return /** @type {LocalizedString} */ (`تم تحديث الموضوع بنجاح!`)
},
	unknownstudent1: () => {
	return /** @type {LocalizedString} */ (`طالب غير معروف`)
},
	updateannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الإعلان. يرجى المحاولة مرة أخرى.`)
},
	updateassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الواجب. يرجى المحاولة مرة أخرى.`)
},
	updatecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الاختبار. يرجى المحاولة مرة أخرى.`)
},
	updatecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث المساهمة. يرجى المحاولة مرة أخرى.`)
},
	updatecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث المقرر. يرجى المحاولة مرة أخرى.`)
},
	updateliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الحصة المباشرة. يرجى المحاولة مرة أخرى.`)
},
	updatetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الموضوع. يرجى المحاولة مرة أخرى.`)
},
	uploadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`تعذّر رفع الملف. يرجى المحاولة مرة أخرى.`)
},
	usercreated1: () => {
	return /** @type {LocalizedString} */ (`تم إنشاء المستخدم بنجاح`)
},
	userrolenotfound3: () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على دور المستخدم. يرجى تسجيل الدخول مرة أخرى.`)
},
	workhandedinsuccess3: () => {
	return /** @type {LocalizedString} */ (`تم تسليم العمل بنجاح!`)
},
	workscoredlocked2: () => {
	return /** @type {LocalizedString} */ (`تم التقييم — لم يعد بالإمكان تغيير عملك`)
},
	workstatushandedin3: () => {
	return /** @type {LocalizedString} */ (`مُسلَّم`)
},
	workstatuslate2: () => {
	return /** @type {LocalizedString} */ (`متأخر`)
},
	workstatusnothandedin4: () => {
	return /** @type {LocalizedString} */ (`غير مُسلَّم`)
},
	workstatusscored2: () => {
	return /** @type {LocalizedString} */ (`مُقيَّم`)
},
	workupdatedsuccess2: () => {
	return /** @type {LocalizedString} */ (`تم تحديث العمل بنجاح!`)
},
	yesdelete1: () => {
	return /** @type {LocalizedString} */ (`نعم، احذف`)
},
	yeslogout1: () => {
	return /** @type {LocalizedString} */ (`نعم، سجّل الخروج`)
},
	yourscore1: (i) => {
	return /** @type {LocalizedString} */ (`درجتك: ${i?.score}٪`)
},
	zoomlinkunavailable2: () => {
	return /** @type {LocalizedString} */ (`رابط Zoom غير متاح لهذه الحصة`)
},
};
