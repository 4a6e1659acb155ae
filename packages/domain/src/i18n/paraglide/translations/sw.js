/* eslint-disable */
import * as registry from '../registry.js'

/** The sw texts of every message, by message id (scripts/i18n-compile.mjs). */
export default {
	accountcreated1: () => {
	return /** @type {LocalizedString} */ (`Akaunti imefunguliwa!`)
},
	actioncannotbeundone3: () => {
	return /** @type {LocalizedString} */ (`Kitendo hiki hakiwezi kutenguliwa.`)
},
	allattendancemarked2: () => {
	return /** @type {LocalizedString} */ (`Mahudhurio yote yamerekodiwa!`)
},
	announcementcreated1: () => {
	return /** @type {LocalizedString} */ (`Tangazo limeundwa!`)
},
	announcementdeleted1: () => {
	return /** @type {LocalizedString} */ (`Tangazo limefutwa!`)
},
	announcementupdated1: () => {
	return /** @type {LocalizedString} */ (`Tangazo limesasishwa!`)
},
	assignmentcreated1: () => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani imeundwa!`)
},
	assignmentdeleted1: () => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani imefutwa!`)
},
	assignmentscored1: () => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani imepewa alama!`)
},
	assignmentupdated1: () => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani imesasishwa!`)
},
	attendancefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`Mahudhurio hayawezi kubadilishwa baada ya kuwasilishwa!`)
},
	attendancerecorded1: () => {
	return /** @type {LocalizedString} */ (`Mahudhurio yamerekodiwa!`)
},
	authenticationfailed1: () => {
	return /** @type {LocalizedString} */ (`Uthibitishaji umeshindikana`)
},
	cbtcreated1: () => {
	return /** @type {LocalizedString} */ (`Jaribio limeundwa!`)
},
	cbtdeleted1: () => {
	return /** @type {LocalizedString} */ (`Jaribio limefutwa!`)
},
	cbtscored1: () => {
	return /** @type {LocalizedString} */ (`Jaribio limepewa alama!`)
},
	cbtupdated1: () => {
	return /** @type {LocalizedString} */ (`Jaribio limesasishwa!`)
},
	certificatenotavailable2: () => {
	return /** @type {LocalizedString} */ (`Cheti chako kitapatikana kozi zote za kundi lako zitakapomalizika.`)
},
	certificatenotfound2: () => {
	return /** @type {LocalizedString} */ (`Cheti hakijapatikana`)
},
	choosestudenttoreadwork4: () => {
	return /** @type {LocalizedString} */ (`Chagua mwanafunzi ili usome kazi yake.`)
},
	chunkloadfailed2: (i) => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia sehemu ${i?.chunkId}`)
},
	cohortinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`Taarifa za kundi hazijapatikana. Tafadhali ingia tena.`)
},
	commonloading1: () => {
	return /** @type {LocalizedString} */ (`Inapakia...`)
},
	commonretry1: () => {
	return /** @type {LocalizedString} */ (`Jaribu tena`)
},
	confirmdeleteannouncement2: () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta tangazo hili?`)
},
	confirmdeleteassignment2: () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta kazi hii ya nyumbani?`)
},
	confirmdeletecbt2: () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta jaribio hili?`)
},
	confirmdeletecontribution2: () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta mchango huu?`)
},
	confirmdeletecourse2: () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta kozi hii?`)
},
	confirmdeleteliveclass3: () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta darasa hili la moja kwa moja?`)
},
	confirmdeletetopic2: () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta mada hii?`)
},
	confirmlogout1: () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kutoka?`)
},
	contributioncreated1: () => {
	return /** @type {LocalizedString} */ (`Mchango umeundwa!`)
},
	contributiondeleted1: () => {
	return /** @type {LocalizedString} */ (`Mchango umefutwa!`)
},
	contributionscored1: () => {
	return /** @type {LocalizedString} */ (`Mchango umepewa alama!`)
},
	contributionupdated1: () => {
	return /** @type {LocalizedString} */ (`Mchango umesasishwa!`)
},
	coursecreated1: () => {
	return /** @type {LocalizedString} */ (`Kozi imeundwa!`)
},
	coursedeleted1: () => {
	return /** @type {LocalizedString} */ (`Kozi imefutwa!`)
},
	courseinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`Taarifa za kozi hazijapatikana!`)
},
	courselocked1: (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} imefungwa! Kamilisha kozi za awali kwanza.`)
},
	coursenotfound2: () => {
	return /** @type {LocalizedString} */ (`Kozi haijapatikana!`)
},
	courseupdated1: () => {
	return /** @type {LocalizedString} */ (`Kozi imesasishwa!`)
},
	createannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda tangazo. Tafadhali jaribu tena.`)
},
	createassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda kazi ya nyumbani. Tafadhali jaribu tena.`)
},
	createcbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda jaribio. Tafadhali jaribu tena.`)
},
	createcontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda mchango. Tafadhali jaribu tena.`)
},
	createcoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda kozi. Tafadhali jaribu tena.`)
},
	createtopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda mada. Tafadhali jaribu tena.`)
},
	creatingannouncementfor2: (i) => {
	return /** @type {LocalizedString} */ (`Tangazo jipya kwa: ${i?.cohortName}`)
},
	deleteannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta tangazo. Tafadhali jaribu tena.`)
},
	deleteassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta kazi ya nyumbani. Tafadhali jaribu tena.`)
},
	deletecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta jaribio. Tafadhali jaribu tena.`)
},
	deletecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta mchango. Tafadhali jaribu tena.`)
},
	deletecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta kozi. Tafadhali jaribu tena.`)
},
	deleteliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta darasa la moja kwa moja. Tafadhali jaribu tena.`)
},
	deletetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta mada. Tafadhali jaribu tena.`)
},
	deskassignmentstoscore3: (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Kazi ya nyumbani ${i?.count} inasubiri alama`);
	return /** @type {LocalizedString} */ (`Kazi za nyumbani ${i?.count} zinasubiri alama`)
	
},
	deskcontributionstoscore3: (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mchango ${i?.count} unasubiri alama`);
	return /** @type {LocalizedString} */ (`Michango ${i?.count} inasubiri alama`)
	
},
	deskworktoscore3: () => {
	return /** @type {LocalizedString} */ (`Kazi zinazosubiri alama`)
},
	downloadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakua faili. Tafadhali jaribu tena.`)
},
	duetoday1: () => {
	return /** @type {LocalizedString} */ (`Mwisho leo`)
},
	endbeforestartdate3: () => {
	return /** @type {LocalizedString} */ (`lazima iwe siku ya kuanza au baada yake`)
},
	extensionduedate2: () => {
	return /** @type {LocalizedString} */ (`Tarehe mpya ya mwisho`)
},
	extensiongrant1: () => {
	return /** @type {LocalizedString} */ (`Toa nyongeza ya muda`)
},
	extensiongrantfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutoa nyongeza ya muda. Tafadhali jaribu tena.`)
},
	extensiongranted1: (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nyongeza ya muda imetolewa kwa mwanafunzi ${i?.count}.`);
	return /** @type {LocalizedString} */ (`Nyongeza ya muda imetolewa kwa wanafunzi ${i?.count}.`)
	
},
	extensiongranting1: () => {
	return /** @type {LocalizedString} */ (`Inatoa nyongeza ya muda...`)
},
	extensionreason1: () => {
	return /** @type {LocalizedString} */ (`Sababu`)
},
	extensionrevoke1: () => {
	return /** @type {LocalizedString} */ (`Ondoa`)
},
	extensionrevokefailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuondoa nyongeza ya muda. Tafadhali jaribu tena.`)
},
	extensionrevokelabel2: (i) => {
	return /** @type {LocalizedString} */ (`Ondoa nyongeza ya muda ya ${i?.name}`)
},
	extensionrevokequestion2: (i) => {
	return /** @type {LocalizedString} */ (`Ungependa kuondoa nyongeza ya muda ya ${i?.name}?`)
},
	extensionrevokewarning2: () => {
	return /** @type {LocalizedString} */ (`Tarehe ya mwisho ya kazi yenyewe itatumika tena kwake.`)
},
	extensionrevoked1: () => {
	return /** @type {LocalizedString} */ (`Nyongeza ya muda imeondolewa`)
},
	extensionstudent1: () => {
	return /** @type {LocalizedString} */ (`Mwanafunzi`)
},
	extensionstudents1: () => {
	return /** @type {LocalizedString} */ (`Wanafunzi`)
},
	extensionyesrevoke2: () => {
	return /** @type {LocalizedString} */ (`Ndiyo, ondoa`)
},
	extensionsfailed1: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia nyongeza za muda. Tafadhali jaribu tena.`)
},
	extensionsintro1: () => {
	return /** @type {LocalizedString} */ (`Wape baadhi ya wanafunzi tarehe ya mwisho ya baadaye kwa kazi hii, pamoja na sababu. Orodha zao, kazi wanazowasilisha na majaribio yao yataifuata.`)
},
	extensionsloading1: () => {
	return /** @type {LocalizedString} */ (`Inapakia nyongeza za muda...`)
},
	extensionsnone1: () => {
	return /** @type {LocalizedString} */ (`Hakuna mwanafunzi aliye na nyongeza ya muda kwa kazi hii.`)
},
	extensionstitle1: () => {
	return /** @type {LocalizedString} */ (`Nyongeza za muda`)
},
	facultymembernotfound3: () => {
	return /** @type {LocalizedString} */ (`mwalimu hajapatikana`)
},
	failedtofetchannouncements3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia matangazo`)
},
	failedtofetchannouncementstryagain5: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia matangazo. Tafadhali jaribu tena.`)
},
	failedtofetchassignments3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kazi za nyumbani. Tafadhali jaribu tena.`)
},
	failedtofetchcbts3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia majaribio.`)
},
	failedtofetchcohorts3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia makundi`)
},
	failedtofetchcohortsdot4: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia makundi.`)
},
	failedtofetchcohortstryagain5: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia makundi. Tafadhali jaribu tena.`)
},
	failedtofetchcontributions3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia michango. Tafadhali jaribu tena.`)
},
	failedtofetchcourses3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kozi. Tafadhali jaribu tena.`)
},
	failedtofetchcoursestrylater5: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kozi. Tafadhali jaribu tena baadaye.`)
},
	failedtofetchdashboardstats4: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia takwimu za dashibodi`)
},
	failedtofetchdata3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia data`)
},
	failedtofetchliveclasses4: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia madarasa ya moja kwa moja. Tafadhali jaribu tena.`)
},
	failedtofetchstudentworks4: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kazi zilizowasilishwa. Tafadhali jaribu tena.`)
},
	failedtofetchstudents3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia wanafunzi. Tafadhali jaribu tena.`)
},
	failedtofetchwork3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia kazi yako. Tafadhali jaribu tena.`)
},
	failedtoloaddata3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia data`)
},
	failedtoloaddatatryagain5: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia data. Tafadhali jaribu tena.`)
},
	filteredcbts1: () => {
	return /** @type {LocalizedString} */ (`Majaribio ya kundi lililochaguliwa`)
},
	filteredcontributions1: () => {
	return /** @type {LocalizedString} */ (`Michango ya kundi lililochaguliwa`)
},
	forgotpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`Rudi kwenye kuingia`)
},
	forgotpasswordemail2: () => {
	return /** @type {LocalizedString} */ (`Anwani ya barua pepe`)
},
	forgotpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Tuma kiungo`)
},
	forgotpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Inatuma...`)
},
	forgotpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Andika anwani yako ya barua pepe, nasi tutakutumia kiungo cha kuweka upya nenosiri lako.`)
},
	forgotpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Umesahau nenosiri`)
},
	frameacademy1: () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
},
	framerolesadmin2: () => {
	return /** @type {LocalizedString} */ (`Msimamizi`)
},
	framerolesfacilitator2: () => {
	return /** @type {LocalizedString} */ (`Mwezeshaji`)
},
	framerolesstudent2: () => {
	return /** @type {LocalizedString} */ (`Mwanafunzi`)
},
	framesignedinas3: () => {
	return /** @type {LocalizedString} */ (`Umeingia kama`)
},
	generatepdffailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutengeneza PDF. Tafadhali jaribu tena.`)
},
	handinworkfailed3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuwasilisha kazi yako. Tafadhali jaribu tena.`)
},
	invalidresetlink2: () => {
	return /** @type {LocalizedString} */ (`Kiungo cha kuweka upya si sahihi`)
},
	invalidresetlinkdot3: () => {
	return /** @type {LocalizedString} */ (`Kiungo cha kuweka upya si sahihi.`)
},
	languagelabel1: () => {
	return /** @type {LocalizedString} */ (`Lugha`)
},
	liveclassdeleted2: () => {
	return /** @type {LocalizedString} */ (`Darasa la moja kwa moja limefutwa!`)
},
	liveclassscheduled2: () => {
	return /** @type {LocalizedString} */ (`Darasa la moja kwa moja limepangwa!`)
},
	liveclassupdated2: () => {
	return /** @type {LocalizedString} */ (`Darasa la moja kwa moja limesasishwa!`)
},
	loadingannouncements1: () => {
	return /** @type {LocalizedString} */ (`Inapakia matangazo...`)
},
	loadingassignments1: () => {
	return /** @type {LocalizedString} */ (`Inapakia kazi za nyumbani...`)
},
	loadingcbts1: () => {
	return /** @type {LocalizedString} */ (`Inapakia majaribio...`)
},
	loadingcontributions1: () => {
	return /** @type {LocalizedString} */ (`Inapakia michango...`)
},
	loadingprofile1: () => {
	return /** @type {LocalizedString} */ (`Inapakia wasifu wako...`)
},
	loadingstudentworks2: () => {
	return /** @type {LocalizedString} */ (`Inapakia kazi zilizowasilishwa...`)
},
	loadingstudents1: () => {
	return /** @type {LocalizedString} */ (`Inapakia wanafunzi...`)
},
	loadingwork1: () => {
	return /** @type {LocalizedString} */ (`Inapakia kazi yako...`)
},
	loggedout1: () => {
	return /** @type {LocalizedString} */ (`Umetoka!`)
},
	loginemail1: () => {
	return /** @type {LocalizedString} */ (`Barua pepe`)
},
	loginfailed1: () => {
	return /** @type {LocalizedString} */ (`Kuingia kumeshindikana. Tafadhali hakiki taarifa zako za kuingia.`)
},
	loginforgotpassword2: () => {
	return /** @type {LocalizedString} */ (`Umesahau nenosiri?`)
},
	loginheading1: () => {
	return /** @type {LocalizedString} */ (`Ingia`)
},
	loginpassword1: () => {
	return /** @type {LocalizedString} */ (`Nenosiri`)
},
	loginrememberme2: () => {
	return /** @type {LocalizedString} */ (`Nikumbuke`)
},
	loginsubmit1: () => {
	return /** @type {LocalizedString} */ (`Ingia`)
},
	loginsubmitting1: () => {
	return /** @type {LocalizedString} */ (`Inaingia...`)
},
	loginsuccess1: () => {
	return /** @type {LocalizedString} */ (`Umeingia!`)
},
	logintitle1: () => {
	return /** @type {LocalizedString} */ (`Karibu tena!`)
},
	mailhello1: (i) => {
	return /** @type {LocalizedString} */ (`Habari ${i?.name},`)
},
	mailinvitationintro2: () => {
	return /** @type {LocalizedString} */ (`Umefunguliwa akaunti kwenye Lango la CLA. Tumia kiungo hiki kuchagua nenosiri lako na kuingia:`)
},
	mailinvitationsubject2: () => {
	return /** @type {LocalizedString} */ (`Akaunti yako ya Lango la CLA`)
},
	maillinkvaliddays3: (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Kiungo hiki kinafaa kwa siku ${i?.count} na kinaweza kutumika mara moja tu.`);
	return /** @type {LocalizedString} */ (`Kiungo hiki kinafaa kwa siku ${i?.count} na kinaweza kutumika mara moja tu.`)
	
},
	mailnewpasswordintro3: () => {
	return /** @type {LocalizedString} */ (`Chuo kimekutumia kiungo cha kuchagua nenosiri jipya la akaunti yako ya Lango la CLA:`)
},
	mailnewpasswordsubject3: () => {
	return /** @type {LocalizedString} */ (`Chagua nenosiri jipya`)
},
	mailresetintro2: () => {
	return /** @type {LocalizedString} */ (`Tumepokea ombi la kuweka upya nenosiri la akaunti yako ya Lango la CLA. Tumia kiungo hiki kuchagua nenosiri jipya:`)
},
	mailresetoutro2: () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki kinafaa kwa saa 1 na kinaweza kutumika mara moja tu.

Ikiwa hukuomba kuweka upya nenosiri, unaweza kupuuza barua pepe hii; nenosiri lako halitabadilika.`)
},
	mailresetsubject2: () => {
	return /** @type {LocalizedString} */ (`Weka upya nenosiri lako`)
},
	mailscoreassignment2: (i) => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani: ${i?.itemName}`)
},
	mailscorecbt2: (i) => {
	return /** @type {LocalizedString} */ (`Jaribio: ${i?.itemName}`)
},
	mailscorecomment2: () => {
	return /** @type {LocalizedString} */ (`Maoni ya mwezeshaji wako:`)
},
	mailscorecontribution2: (i) => {
	return /** @type {LocalizedString} */ (`Mchango: ${i?.itemName}`)
},
	mailscorecourse2: (i) => {
	return /** @type {LocalizedString} */ (`Kozi: ${i?.courseName}`)
},
	mailscoreintro2: () => {
	return /** @type {LocalizedString} */ (`Alama mpya imetolewa.`)
},
	mailscorescore2: (i) => {
	return /** @type {LocalizedString} */ (`Alama: ${i?.score}`)
},
	mailscoreshownafter3: (i) => {
	return /** @type {LocalizedString} */ (`itaonekana kwenye lango jaribio likishafungwa kwa wote, baada ya ${i?.date}`)
},
	mailscoresubject2: (i) => {
	return /** @type {LocalizedString} */ (`Alama mpya imetolewa: ${i?.itemName}`)
},
	mailscoreviewinportal4: (i) => {
	return /** @type {LocalizedString} */ (`Iangalie kwenye lango: ${i?.url}`)
},
	markonecorrectoption3: () => {
	return /** @type {LocalizedString} */ (`Weka alama kwenye jibu moja tu sahihi`)
},
	marksomecorrectoptions3: () => {
	return /** @type {LocalizedString} */ (`Weka alama kwenye jibu moja au zaidi sahihi`)
},
	navadminactivity2: () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu ya shughuli`)
},
	navadmincohorts2: () => {
	return /** @type {LocalizedString} */ (`Makundi`)
},
	navadminenrol2: () => {
	return /** @type {LocalizedString} */ (`Sajili kutoka CSV`)
},
	navadminpeople2: () => {
	return /** @type {LocalizedString} */ (`Watu`)
},
	navadministration1: () => {
	return /** @type {LocalizedString} */ (`Utawala`)
},
	navannouncements1: () => {
	return /** @type {LocalizedString} */ (`Matangazo`)
},
	navassignments1: () => {
	return /** @type {LocalizedString} */ (`Kazi za nyumbani`)
},
	navclosemenu2: () => {
	return /** @type {LocalizedString} */ (`Funga menyu`)
},
	navcontributions1: () => {
	return /** @type {LocalizedString} */ (`Michango`)
},
	navcourses1: () => {
	return /** @type {LocalizedString} */ (`Kozi`)
},
	navdashboard1: () => {
	return /** @type {LocalizedString} */ (`Dashibodi`)
},
	navevents1: () => {
	return /** @type {LocalizedString} */ (`Matukio`)
},
	navinstructordesk2: () => {
	return /** @type {LocalizedString} */ (`Meza ya mwezeshaji`)
},
	navlabel1: () => {
	return /** @type {LocalizedString} */ (`Lango`)
},
	navmenu1: () => {
	return /** @type {LocalizedString} */ (`Menyu`)
},
	navopenmenu2: () => {
	return /** @type {LocalizedString} */ (`Fungua menyu`)
},
	navprofile1: () => {
	return /** @type {LocalizedString} */ (`Wasifu`)
},
	navsignout2: () => {
	return /** @type {LocalizedString} */ (`Toka`)
},
	navtests1: () => {
	return /** @type {LocalizedString} */ (`Majaribio`)
},
	_new: () => {
	return /** @type {LocalizedString} */ (`Mpya`)
},
	noannouncements1: (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`Hakuna matangazo ya jumla kwa sasa.`);
	return /** @type {LocalizedString} */ (`Hakuna matangazo yako binafsi kwa sasa.`)
	
},
	noannouncementsfound2: () => {
	return /** @type {LocalizedString} */ (`Hakuna matangazo`)
},
	noassignments1: () => {
	return /** @type {LocalizedString} */ (`Hakuna kazi za nyumbani kwa sasa.`)
},
	nocbts1: () => {
	return /** @type {LocalizedString} */ (`Hakuna majaribio kwa sasa.`)
},
	nocontributions1: () => {
	return /** @type {LocalizedString} */ (`Hakuna michango kwa sasa.`)
},
	nocoursedescription2: () => {
	return /** @type {LocalizedString} */ (`Kozi hii haina maelezo.`)
},
	noliveclassestoday3: () => {
	return /** @type {LocalizedString} */ (`Hakuna madarasa ya moja kwa moja yaliyopangwa leo.`)
},
	nopastclasses2: () => {
	return /** @type {LocalizedString} */ (`Hakuna madarasa yaliyopita.`)
},
	noresponse1: () => {
	return /** @type {LocalizedString} */ (`Seva haijajibu. Tafadhali hakiki muunganisho wako wa intaneti.`)
},
	nostudentsavailable2: () => {
	return /** @type {LocalizedString} */ (`Hakuna wanafunzi`)
},
	nostudentsincohort3: () => {
	return /** @type {LocalizedString} */ (`Hakuna wanafunzi katika kundi hili`)
},
	nostudentsincohortdot4: () => {
	return /** @type {LocalizedString} */ (`Hakuna wanafunzi katika kundi hili.`)
},
	nostudentsmissingattendance3: () => {
	return /** @type {LocalizedString} */ (`Hakuna mwanafunzi ambaye mahudhurio yake hayajarekodiwa.`)
},
	nostudentswithoutscores3: () => {
	return /** @type {LocalizedString} */ (`Hakuna mwanafunzi asiye na alama.`)
},
	notopics1: () => {
	return /** @type {LocalizedString} */ (`Bado hakuna mada zilizoongezwa kwenye kozi hii.`)
},
	noupcomingclasses2: () => {
	return /** @type {LocalizedString} */ (`Hakuna madarasa yajayo.`)
},
	noworkhandedin3: () => {
	return /** @type {LocalizedString} */ (`Bado hakuna kilichowasilishwa.`)
},
	nobodyhandedin2: () => {
	return /** @type {LocalizedString} */ (`Bado hakuna aliyewasilisha kazi.`)
},
	notassigned1: () => {
	return /** @type {LocalizedString} */ (`Haijapangiwa`)
},
	notscored1: () => {
	return /** @type {LocalizedString} */ (`Haijapewa alama`)
},
	notset1: () => {
	return /** @type {LocalizedString} */ (`Haijawekwa`)
},
	notspecified1: () => {
	return /** @type {LocalizedString} */ (`Haijabainishwa`)
},
	passwordreset1: () => {
	return /** @type {LocalizedString} */ (`Nenosiri limewekwa upya!`)
},
	passwordsdonotmatch3: () => {
	return /** @type {LocalizedString} */ (`Manenosiri hayalingani`)
},
	pastdue1: () => {
	return /** @type {LocalizedString} */ (`Muda umepita`)
},
	performancesheetdownloaded2: () => {
	return /** @type {LocalizedString} */ (`Ripoti ya matokeo imepakuliwa!`)
},
	portalwelcome1: () => {
	return /** @type {LocalizedString} */ (`chagua kipengele kwenye menyu ili uanze`)
},
	profileupdated1: () => {
	return /** @type {LocalizedString} */ (`Wasifu umesasishwa!`)
},
	recordattendancefailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kurekodi mahudhurio. Tafadhali jaribu tena.`)
},
	registrationsuccess1: () => {
	return /** @type {LocalizedString} */ (`Usajili umekamilika! Tafadhali ingia ili uendelee.`)
},
	resetlinksent2: () => {
	return /** @type {LocalizedString} */ (`Kiungo cha kuweka upya kimetumwa kwenye barua pepe yako!`)
},
	resetpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`Rudi kwenye kuingia`)
},
	resetpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Thibitisha nenosiri jipya`)
},
	resetpasswordfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuweka upya nenosiri. Tafadhali jaribu tena.`)
},
	resetpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`Nenosiri jipya`)
},
	resetpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Weka upya nenosiri`)
},
	resetpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Inaweka upya...`)
},
	resetpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Chagua nenosiri jipya kwa akaunti yako.`)
},
	resetpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Weka upya nenosiri`)
},
	scheduleliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupanga darasa la moja kwa moja. Tafadhali jaribu tena.`)
},
	scoreassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutoa alama ya kazi ya nyumbani. Tafadhali jaribu tena.`)
},
	scorecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutoa alama ya jaribio. Tafadhali jaribu tena.`)
},
	scorecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutoa alama ya mchango. Tafadhali jaribu tena.`)
},
	scorefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`Alama ya mwanafunzi haiwezi kubadilishwa baada ya kuwasilishwa!`)
},
	selectclassfirst2: () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua darasa kwanza`)
},
	selectcohortandloadstudents4: () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi kwanza na upakie taarifa za wanafunzi.`)
},
	selectcohortfirst2: () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi kwanza.`)
},
	selectcohortplaceholder2: () => {
	return /** @type {LocalizedString} */ (`Chagua kundi`)
},
	selectcohorttoviewassignments4: () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi ili uone kazi za nyumbani.`)
},
	selectcohorttoviewcbts4: () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi ili uone majaribio.`)
},
	selectcohorttoviewcontributions4: () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi ili uone michango.`)
},
	selectcohorttoviewstudents4: () => {
	return /** @type {LocalizedString} */ (`Chagua kundi ili uone wanafunzi.`)
},
	selectstudent1: () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua mwanafunzi`)
},
	selectstudentplaceholder2: () => {
	return /** @type {LocalizedString} */ (`Chagua mwanafunzi`)
},
	sendresetlinkfailed3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutuma kiungo cha kuweka upya. Tafadhali jaribu tena.`)
},
	sessionexpired1: () => {
	return /** @type {LocalizedString} */ (`Muda wa kuingia umeisha. Tafadhali ingia tena.`)
},
	setpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Thibitisha nenosiri`)
},
	setpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`Nenosiri`)
},
	setpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Weka nenosiri`)
},
	setpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Inahifadhi...`)
},
	setpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Chagua nenosiri kwa akaunti yako mpya.`)
},
	setpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Weka nenosiri lako`)
},
	signupbirthday2: () => {
	return /** @type {LocalizedString} */ (`Tarehe ya kuzaliwa`)
},
	signupcancel2: () => {
	return /** @type {LocalizedString} */ (`Ghairi`)
},
	signupcohort2: () => {
	return /** @type {LocalizedString} */ (`Kundi`)
},
	signupconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Thibitisha nenosiri`)
},
	signupdocumenttitle3: () => {
	return /** @type {LocalizedString} */ (`Jisajili`)
},
	signupeditsubtitle3: () => {
	return /** @type {LocalizedString} */ (`Sasisha taarifa za wasifu wako`)
},
	signupedittitle3: () => {
	return /** @type {LocalizedString} */ (`Hariri wasifu`)
},
	signupemail2: () => {
	return /** @type {LocalizedString} */ (`Anwani ya barua pepe`)
},
	signuphaveaccount3: () => {
	return /** @type {LocalizedString} */ (`Tayari una akaunti?`)
},
	signuploadingoptions3: () => {
	return /** @type {LocalizedString} */ (`Inapakia majukumu na makundi...`)
},
	signupname2: () => {
	return /** @type {LocalizedString} */ (`Jina kamili`)
},
	signuppassword2: () => {
	return /** @type {LocalizedString} */ (`Nenosiri`)
},
	signupphone2: () => {
	return /** @type {LocalizedString} */ (`Namba ya simu`)
},
	signuprole2: () => {
	return /** @type {LocalizedString} */ (`Jukumu`)
},
	signupsave2: () => {
	return /** @type {LocalizedString} */ (`Hifadhi mabadiliko`)
},
	signupsaving2: () => {
	return /** @type {LocalizedString} */ (`Inahifadhi mabadiliko...`)
},
	signupselectcohort3: () => {
	return /** @type {LocalizedString} */ (`Chagua kundi`)
},
	signupselectrole3: () => {
	return /** @type {LocalizedString} */ (`Chagua jukumu`)
},
	signupsignin3: () => {
	return /** @type {LocalizedString} */ (`Ingia`)
},
	signupsubmit2: () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti`)
},
	signupsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Inafungua akaunti...`)
},
	signupsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Fungua akaunti yako`)
},
	signuptitle2: () => {
	return /** @type {LocalizedString} */ (`Karibu`)
},
	somethingwentwrong2: () => {
	return /** @type {LocalizedString} */ (`Hitilafu imetokea. Tafadhali jaribu tena.`)
},
	toomanyworkfiles3: (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Unaweza kuwasilisha faili ${i?.count} tu.`);
	return /** @type {LocalizedString} */ (`Unaweza kuwasilisha faili zisizozidi ${i?.count}.`)
	
},
	topiccreated1: () => {
	return /** @type {LocalizedString} */ (`Mada imeundwa!`)
},
	topicdeleted1: () => {
	return /** @type {LocalizedString} */ (`Mada imefutwa!`)
},
	topicupdated1: () => {
	return /** @type {LocalizedString} */ (`Mada imesasishwa!`)
},
	unknownstudent1: () => {
	return /** @type {LocalizedString} */ (`Mwanafunzi asiyejulikana`)
},
	updateannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha tangazo. Tafadhali jaribu tena.`)
},
	updateassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha kazi ya nyumbani. Tafadhali jaribu tena.`)
},
	updatecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha jaribio. Tafadhali jaribu tena.`)
},
	updatecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha mchango. Tafadhali jaribu tena.`)
},
	updatecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha kozi. Tafadhali jaribu tena.`)
},
	updateliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha darasa la moja kwa moja. Tafadhali jaribu tena.`)
},
	updatetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha mada. Tafadhali jaribu tena.`)
},
	uploadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kupakia faili. Tafadhali jaribu tena.`)
},
	usercreated1: () => {
	return /** @type {LocalizedString} */ (`Mtumiaji ameundwa`)
},
	userrolenotfound3: () => {
	return /** @type {LocalizedString} */ (`Jukumu la mtumiaji halijapatikana. Tafadhali ingia tena.`)
},
	workhandedinsuccess3: () => {
	return /** @type {LocalizedString} */ (`Kazi imewasilishwa!`)
},
	workscoredlocked2: () => {
	return /** @type {LocalizedString} */ (`Imepewa alama — kazi yako haiwezi kubadilishwa tena`)
},
	workstatushandedin3: () => {
	return /** @type {LocalizedString} */ (`imewasilishwa`)
},
	workstatuslate2: () => {
	return /** @type {LocalizedString} */ (`imechelewa`)
},
	workstatusnothandedin4: () => {
	return /** @type {LocalizedString} */ (`haijawasilishwa`)
},
	workstatusscored2: () => {
	return /** @type {LocalizedString} */ (`imepewa alama`)
},
	workupdatedsuccess2: () => {
	return /** @type {LocalizedString} */ (`Kazi imesasishwa!`)
},
	yesdelete1: () => {
	return /** @type {LocalizedString} */ (`Ndiyo, futa`)
},
	yeslogout1: () => {
	return /** @type {LocalizedString} */ (`Ndiyo, toka`)
},
	yourscore1: (i) => {
	return /** @type {LocalizedString} */ (`Alama yako: ${i?.score}%`)
},
	zoomlinkunavailable2: () => {
	return /** @type {LocalizedString} */ (`Kiungo cha Zoom hakipatikani kwa darasa hili`)
},
};
