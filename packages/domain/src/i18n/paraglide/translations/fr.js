/* eslint-disable */
import * as registry from '../registry.js'

/** The fr texts of every message, by message id (scripts/i18n-compile.mjs). */
export default {
	accountcreated1: () => {
	return /** @type {LocalizedString} */ (`Compte créé avec succès !`)
},
	actioncannotbeundone3: () => {
	return /** @type {LocalizedString} */ (`Cette action est irréversible.`)
},
	allattendancemarked2: () => {
	return /** @type {LocalizedString} */ (`Toutes les présences ont été enregistrées !`)
},
	announcementcreated1: () => {
	return /** @type {LocalizedString} */ (`Annonce créée avec succès !`)
},
	announcementdeleted1: () => {
	return /** @type {LocalizedString} */ (`Annonce supprimée avec succès !`)
},
	announcementupdated1: () => {
	return /** @type {LocalizedString} */ (`Annonce mise à jour avec succès !`)
},
	assignmentcreated1: () => {
	return /** @type {LocalizedString} */ (`Devoir créé avec succès !`)
},
	assignmentdeleted1: () => {
	return /** @type {LocalizedString} */ (`Devoir supprimé avec succès !`)
},
	assignmentscored1: () => {
	return /** @type {LocalizedString} */ (`Devoir noté avec succès !`)
},
	assignmentupdated1: () => {
	return /** @type {LocalizedString} */ (`Devoir mis à jour avec succès !`)
},
	attendancefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`Les présences ne peuvent plus être modifiées après l'envoi !`)
},
	attendancerecorded1: () => {
	return /** @type {LocalizedString} */ (`Présences enregistrées avec succès !`)
},
	authenticationfailed1: () => {
	return /** @type {LocalizedString} */ (`Échec de l'authentification`)
},
	cbtcreated1: () => {
	return /** @type {LocalizedString} */ (`Test créé avec succès !`)
},
	cbtdeleted1: () => {
	return /** @type {LocalizedString} */ (`Test supprimé avec succès !`)
},
	cbtscored1: () => {
	return /** @type {LocalizedString} */ (`Test noté avec succès !`)
},
	cbtupdated1: () => {
	return /** @type {LocalizedString} */ (`Test mis à jour avec succès !`)
},
	certificatenotavailable2: () => {
	return /** @type {LocalizedString} */ (`Votre certificat sera disponible dès que tous les cours de votre promotion seront terminés.`)
},
	certificatenotfound2: () => {
	return /** @type {LocalizedString} */ (`Certificat introuvable`)
},
	choosestudenttoreadwork4: () => {
	return /** @type {LocalizedString} */ (`Choisissez un étudiant pour lire son travail.`)
},
	chunkloadfailed2: (i) => {
	return /** @type {LocalizedString} */ (`Échec du chargement du module ${i?.chunkId}`)
},
	cohortinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`Informations de promotion introuvables. Veuillez vous reconnecter.`)
},
	commonloading1: () => {
	return /** @type {LocalizedString} */ (`Chargement...`)
},
	commonretry1: () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
},
	confirmdeleteannouncement2: () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer cette annonce ?`)
},
	confirmdeleteassignment2: () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce devoir ?`)
},
	confirmdeletecbt2: () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce test ?`)
},
	confirmdeletecontribution2: () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer cette contribution ?`)
},
	confirmdeletecourse2: () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce cours ?`)
},
	confirmdeleteliveclass3: () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce cours en direct ?`)
},
	confirmdeletetopic2: () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce thème ?`)
},
	confirmlogout1: () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment vous déconnecter ?`)
},
	contributioncreated1: () => {
	return /** @type {LocalizedString} */ (`Contribution créée avec succès !`)
},
	contributiondeleted1: () => {
	return /** @type {LocalizedString} */ (`Contribution supprimée avec succès !`)
},
	contributionscored1: () => {
	return /** @type {LocalizedString} */ (`Contribution notée avec succès !`)
},
	contributionupdated1: () => {
	return /** @type {LocalizedString} */ (`Contribution mise à jour avec succès !`)
},
	coursecreated1: () => {
	return /** @type {LocalizedString} */ (`Cours créé avec succès !`)
},
	coursedeleted1: () => {
	return /** @type {LocalizedString} */ (`Cours supprimé avec succès !`)
},
	courseinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`Informations du cours introuvables !`)
},
	courselocked1: (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} est verrouillé ! Terminez d'abord les cours prérequis.`)
},
	coursenotfound2: () => {
	return /** @type {LocalizedString} */ (`Cours introuvable !`)
},
	courseupdated1: () => {
	return /** @type {LocalizedString} */ (`Cours mis à jour avec succès !`)
},
	createannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de créer l'annonce. Veuillez réessayer.`)
},
	createassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le devoir. Veuillez réessayer.`)
},
	createcbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le test. Veuillez réessayer.`)
},
	createcontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de créer la contribution. Veuillez réessayer.`)
},
	createcoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le cours. Veuillez réessayer.`)
},
	createtopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le thème. Veuillez réessayer.`)
},
	creatingannouncementfor2: (i) => {
	return /** @type {LocalizedString} */ (`Nouvelle annonce pour : ${i?.cohortName}`)
},
	deleteannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l'annonce. Veuillez réessayer.`)
},
	deleteassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le devoir. Veuillez réessayer.`)
},
	deletecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le test. Veuillez réessayer.`)
},
	deletecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer la contribution. Veuillez réessayer.`)
},
	deletecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le cours. Veuillez réessayer.`)
},
	deleteliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le cours en direct. Veuillez réessayer.`)
},
	deletetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le thème. Veuillez réessayer.`)
},
	deskassignmentstoscore3: (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} devoir à noter`);
	return /** @type {LocalizedString} */ (`${i?.count} devoirs à noter`)
	
},
	deskcontributionstoscore3: (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contribution à noter`);
	return /** @type {LocalizedString} */ (`${i?.count} contributions à noter`)
	
},
	deskworktoscore3: () => {
	return /** @type {LocalizedString} */ (`Travaux à noter`)
},
	downloadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de télécharger le fichier. Veuillez réessayer.`)
},
	duetoday1: () => {
	return /** @type {LocalizedString} */ (`À rendre aujourd'hui`)
},
	endbeforestartdate3: () => {
	return /** @type {LocalizedString} */ (`doit être égale ou postérieure à la date de début`)
},
	extensionduedate2: () => {
	return /** @type {LocalizedString} */ (`Nouvelle date limite`)
},
	extensiongrant1: () => {
	return /** @type {LocalizedString} */ (`Accorder la prolongation`)
},
	extensiongrantfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible d'accorder la prolongation. Veuillez réessayer.`)
},
	extensiongranted1: (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Prolongation accordée à ${i?.count} étudiant.`);
	return /** @type {LocalizedString} */ (`Prolongation accordée à ${i?.count} étudiants.`)
	
},
	extensiongranting1: () => {
	return /** @type {LocalizedString} */ (`Octroi de la prolongation...`)
},
	extensionreason1: () => {
	return /** @type {LocalizedString} */ (`Motif`)
},
	extensionrevoke1: () => {
	return /** @type {LocalizedString} */ (`Révoquer`)
},
	extensionrevokefailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de révoquer la prolongation. Veuillez réessayer.`)
},
	extensionrevokelabel2: (i) => {
	return /** @type {LocalizedString} */ (`Révoquer la prolongation de ${i?.name}`)
},
	extensionrevokequestion2: (i) => {
	return /** @type {LocalizedString} */ (`Révoquer la prolongation de ${i?.name} ?`)
},
	extensionrevokewarning2: () => {
	return /** @type {LocalizedString} */ (`La date limite de l'élément s'appliquera de nouveau à cette personne.`)
},
	extensionrevoked1: () => {
	return /** @type {LocalizedString} */ (`Prolongation révoquée avec succès`)
},
	extensionstudent1: () => {
	return /** @type {LocalizedString} */ (`Étudiant`)
},
	extensionstudents1: () => {
	return /** @type {LocalizedString} */ (`Étudiants`)
},
	extensionyesrevoke2: () => {
	return /** @type {LocalizedString} */ (`Oui, révoquer`)
},
	extensionsfailed1: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les prolongations. Veuillez réessayer.`)
},
	extensionsintro1: () => {
	return /** @type {LocalizedString} */ (`Accordez à certains étudiants une date limite plus tardive pour cet élément, avec le motif. Leurs listes, leurs remises et leurs tests en tiennent compte.`)
},
	extensionsloading1: () => {
	return /** @type {LocalizedString} */ (`Chargement des prolongations...`)
},
	extensionsnone1: () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant n'a de prolongation pour cet élément.`)
},
	extensionstitle1: () => {
	return /** @type {LocalizedString} */ (`Prolongations`)
},
	facultymembernotfound3: () => {
	return /** @type {LocalizedString} */ (`membre du corps enseignant introuvable`)
},
	failedtofetchannouncements3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les annonces`)
},
	failedtofetchannouncementstryagain5: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les annonces. Veuillez réessayer.`)
},
	failedtofetchassignments3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les devoirs. Veuillez réessayer.`)
},
	failedtofetchcbts3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les tests.`)
},
	failedtofetchcohorts3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les promotions`)
},
	failedtofetchcohortsdot4: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les promotions.`)
},
	failedtofetchcohortstryagain5: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les promotions. Veuillez réessayer.`)
},
	failedtofetchcontributions3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les contributions. Veuillez réessayer.`)
},
	failedtofetchcourses3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les cours. Veuillez réessayer.`)
},
	failedtofetchcoursestrylater5: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les cours. Veuillez réessayer plus tard.`)
},
	failedtofetchdashboardstats4: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les statistiques du tableau de bord`)
},
	failedtofetchdata3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les données`)
},
	failedtofetchliveclasses4: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les cours en direct. Veuillez réessayer.`)
},
	failedtofetchstudentworks4: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les travaux rendus. Veuillez réessayer.`)
},
	failedtofetchstudents3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les étudiants. Veuillez réessayer.`)
},
	failedtofetchwork3: () => {
	return /** @type {LocalizedString} */ (`Impossible de charger votre travail. Veuillez réessayer.`)
},
	failedtoloaddata3: () => {
	return /** @type {LocalizedString} */ (`Échec du chargement des données`)
},
	failedtoloaddatatryagain5: () => {
	return /** @type {LocalizedString} */ (`Échec du chargement des données. Veuillez réessayer.`)
},
	filteredcbts1: () => {
	return /** @type {LocalizedString} */ (`Tests filtrés pour la promotion choisie`)
},
	filteredcontributions1: () => {
	return /** @type {LocalizedString} */ (`Contributions filtrées pour la promotion choisie`)
},
	forgotpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
},
	forgotpasswordemail2: () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
},
	forgotpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien`)
},
	forgotpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
},
	forgotpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Saisissez votre adresse e-mail : nous vous enverrons un lien pour réinitialiser votre mot de passe.`)
},
	forgotpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié`)
},
	frameacademy1: () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
},
	framerolesadmin2: () => {
	return /** @type {LocalizedString} */ (`Administrateur`)
},
	framerolesfacilitator2: () => {
	return /** @type {LocalizedString} */ (`Facilitateur`)
},
	framerolesstudent2: () => {
	return /** @type {LocalizedString} */ (`Étudiant`)
},
	framesignedinas3: () => {
	return /** @type {LocalizedString} */ (`Connecté en tant que`)
},
	generatepdffailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de générer le PDF. Veuillez réessayer.`)
},
	handinworkfailed3: () => {
	return /** @type {LocalizedString} */ (`Impossible de rendre votre travail. Veuillez réessayer.`)
},
	invalidresetlink2: () => {
	return /** @type {LocalizedString} */ (`Lien de réinitialisation invalide`)
},
	invalidresetlinkdot3: () => {
	return /** @type {LocalizedString} */ (`Lien de réinitialisation invalide.`)
},
	languagelabel1: () => {
	return /** @type {LocalizedString} */ (`Langue`)
},
	liveclassdeleted2: () => {
	return /** @type {LocalizedString} */ (`Cours en direct supprimé avec succès !`)
},
	liveclassscheduled2: () => {
	return /** @type {LocalizedString} */ (`Cours en direct programmé avec succès !`)
},
	liveclassupdated2: () => {
	return /** @type {LocalizedString} */ (`Cours en direct mis à jour avec succès !`)
},
	loadingannouncements1: () => {
	return /** @type {LocalizedString} */ (`Chargement des annonces...`)
},
	loadingassignments1: () => {
	return /** @type {LocalizedString} */ (`Chargement des devoirs...`)
},
	loadingcbts1: () => {
	return /** @type {LocalizedString} */ (`Chargement des tests...`)
},
	loadingcontributions1: () => {
	return /** @type {LocalizedString} */ (`Chargement des contributions...`)
},
	loadingprofile1: () => {
	return /** @type {LocalizedString} */ (`Chargement de votre profil...`)
},
	loadingstudentworks2: () => {
	return /** @type {LocalizedString} */ (`Chargement des travaux rendus...`)
},
	loadingstudents1: () => {
	return /** @type {LocalizedString} */ (`Chargement des étudiants...`)
},
	loadingwork1: () => {
	return /** @type {LocalizedString} */ (`Chargement de votre travail...`)
},
	loggedout1: () => {
	return /** @type {LocalizedString} */ (`Déconnexion réussie !`)
},
	loginemail1: () => {
	return /** @type {LocalizedString} */ (`E-mail`)
},
	loginfailed1: () => {
	return /** @type {LocalizedString} */ (`Échec de la connexion. Veuillez vérifier vos identifiants.`)
},
	loginforgotpassword2: () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
},
	loginheading1: () => {
	return /** @type {LocalizedString} */ (`Connexion`)
},
	loginpassword1: () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
},
	loginrememberme2: () => {
	return /** @type {LocalizedString} */ (`Se souvenir de moi`)
},
	loginsubmit1: () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
},
	loginsubmitting1: () => {
	return /** @type {LocalizedString} */ (`Connexion en cours...`)
},
	loginsuccess1: () => {
	return /** @type {LocalizedString} */ (`Connexion réussie !`)
},
	logintitle1: () => {
	return /** @type {LocalizedString} */ (`Bon retour parmi nous !`)
},
	mailhello1: (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
},
	mailinvitationintro2: () => {
	return /** @type {LocalizedString} */ (`Un compte a été créé pour vous sur le portail CLA. Utilisez ce lien pour choisir votre mot de passe et vous connecter :`)
},
	mailinvitationsubject2: () => {
	return /** @type {LocalizedString} */ (`Votre compte du portail CLA`)
},
	maillinkvaliddays3: (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ce lien est valable ${i?.count} jour et ne peut servir qu'une fois.`);
	return /** @type {LocalizedString} */ (`Ce lien est valable ${i?.count} jours et ne peut servir qu'une fois.`)
	
},
	mailnewpasswordintro3: () => {
	return /** @type {LocalizedString} */ (`L'académie vous a envoyé un lien pour choisir un nouveau mot de passe pour votre compte du portail CLA :`)
},
	mailnewpasswordsubject3: () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe`)
},
	mailresetintro2: () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu une demande de réinitialisation du mot de passe de votre compte du portail CLA. Utilisez ce lien pour choisir un nouveau mot de passe :`)
},
	mailresetoutro2: () => {
	return /** @type {LocalizedString} */ (`Ce lien est valable 1 heure et ne peut servir qu'une fois.

Si vous n'avez pas demandé de réinitialisation, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.`)
},
	mailresetsubject2: () => {
	return /** @type {LocalizedString} */ (`Réinitialisez votre mot de passe`)
},
	mailscoreassignment2: (i) => {
	return /** @type {LocalizedString} */ (`Devoir : ${i?.itemName}`)
},
	mailscorecbt2: (i) => {
	return /** @type {LocalizedString} */ (`Test : ${i?.itemName}`)
},
	mailscorecomment2: () => {
	return /** @type {LocalizedString} */ (`Commentaire de votre facilitateur :`)
},
	mailscorecontribution2: (i) => {
	return /** @type {LocalizedString} */ (`Contribution : ${i?.itemName}`)
},
	mailscorecourse2: (i) => {
	return /** @type {LocalizedString} */ (`Cours : ${i?.courseName}`)
},
	mailscoreintro2: () => {
	return /** @type {LocalizedString} */ (`Une nouvelle note a été publiée.`)
},
	mailscorescore2: (i) => {
	return /** @type {LocalizedString} */ (`Note : ${i?.score}`)
},
	mailscoreshownafter3: (i) => {
	return /** @type {LocalizedString} */ (`visible dans le portail une fois le test clos pour tous, après le ${i?.date}`)
},
	mailscoresubject2: (i) => {
	return /** @type {LocalizedString} */ (`Nouvelle note publiée : ${i?.itemName}`)
},
	mailscoreviewinportal4: (i) => {
	return /** @type {LocalizedString} */ (`Consultez-la dans le portail : ${i?.url}`)
},
	markonecorrectoption3: () => {
	return /** @type {LocalizedString} */ (`Indiquez exactement une bonne réponse`)
},
	marksomecorrectoptions3: () => {
	return /** @type {LocalizedString} */ (`Indiquez une ou plusieurs bonnes réponses`)
},
	navadminactivity2: () => {
	return /** @type {LocalizedString} */ (`Journal d'activité`)
},
	navadmincohorts2: () => {
	return /** @type {LocalizedString} */ (`Promotions`)
},
	navadminenrol2: () => {
	return /** @type {LocalizedString} */ (`Inscrire depuis un CSV`)
},
	navadminpeople2: () => {
	return /** @type {LocalizedString} */ (`Personnes`)
},
	navadministration1: () => {
	return /** @type {LocalizedString} */ (`Administration`)
},
	navannouncements1: () => {
	return /** @type {LocalizedString} */ (`Annonces`)
},
	navassignments1: () => {
	return /** @type {LocalizedString} */ (`Devoirs`)
},
	navclosemenu2: () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
},
	navcontributions1: () => {
	return /** @type {LocalizedString} */ (`Contributions`)
},
	navcourses1: () => {
	return /** @type {LocalizedString} */ (`Cours`)
},
	navdashboard1: () => {
	return /** @type {LocalizedString} */ (`Tableau de bord`)
},
	navevents1: () => {
	return /** @type {LocalizedString} */ (`Événements`)
},
	navinstructordesk2: () => {
	return /** @type {LocalizedString} */ (`Bureau du facilitateur`)
},
	navlabel1: () => {
	return /** @type {LocalizedString} */ (`Portail`)
},
	navmenu1: () => {
	return /** @type {LocalizedString} */ (`Menu`)
},
	navopenmenu2: () => {
	return /** @type {LocalizedString} */ (`Ouvrir le menu`)
},
	navprofile1: () => {
	return /** @type {LocalizedString} */ (`Profil`)
},
	navsignout2: () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
},
	navtests1: () => {
	return /** @type {LocalizedString} */ (`Tests`)
},
	_new: () => {
	return /** @type {LocalizedString} */ (`Nouveau`)
},
	noannouncements1: (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`Aucune annonce générale disponible.`);
	return /** @type {LocalizedString} */ (`Aucune annonce personnelle disponible.`)
	
},
	noannouncementsfound2: () => {
	return /** @type {LocalizedString} */ (`Aucune annonce trouvée`)
},
	noassignments1: () => {
	return /** @type {LocalizedString} */ (`Aucun devoir disponible.`)
},
	nocbts1: () => {
	return /** @type {LocalizedString} */ (`Aucun test disponible.`)
},
	nocontributions1: () => {
	return /** @type {LocalizedString} */ (`Aucune contribution disponible.`)
},
	nocoursedescription2: () => {
	return /** @type {LocalizedString} */ (`Aucune description disponible pour ce cours.`)
},
	noliveclassestoday3: () => {
	return /** @type {LocalizedString} */ (`Aucun cours en direct prévu aujourd'hui.`)
},
	nopastclasses2: () => {
	return /** @type {LocalizedString} */ (`Aucun cours passé.`)
},
	noresponse1: () => {
	return /** @type {LocalizedString} */ (`Le serveur ne répond pas. Veuillez vérifier votre connexion Internet.`)
},
	nostudentsavailable2: () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant disponible`)
},
	nostudentsincohort3: () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant dans cette promotion`)
},
	nostudentsincohortdot4: () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant dans cette promotion.`)
},
	nostudentsmissingattendance3: () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant sans présence enregistrée.`)
},
	nostudentswithoutscores3: () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant sans note.`)
},
	notopics1: () => {
	return /** @type {LocalizedString} */ (`Aucun thème n'a encore été ajouté à ce cours.`)
},
	noupcomingclasses2: () => {
	return /** @type {LocalizedString} */ (`Aucun cours à venir.`)
},
	noworkhandedin3: () => {
	return /** @type {LocalizedString} */ (`Rien n'a encore été rendu.`)
},
	nobodyhandedin2: () => {
	return /** @type {LocalizedString} */ (`Personne n'a encore rendu de travail.`)
},
	notassigned1: () => {
	return /** @type {LocalizedString} */ (`Non attribué`)
},
	notscored1: () => {
	return /** @type {LocalizedString} */ (`Non noté`)
},
	notset1: () => {
	return /** @type {LocalizedString} */ (`Non renseigné`)
},
	notspecified1: () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
},
	passwordreset1: () => {
	return /** @type {LocalizedString} */ (`Le mot de passe a été réinitialisé avec succès !`)
},
	passwordsdonotmatch3: () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
},
	pastdue1: () => {
	return /** @type {LocalizedString} */ (`En retard`)
},
	performancesheetdownloaded2: () => {
	return /** @type {LocalizedString} */ (`Relevé de résultats téléchargé avec succès !`)
},
	portalwelcome1: () => {
	return /** @type {LocalizedString} */ (`choisissez une option dans le menu pour commencer`)
},
	profileupdated1: () => {
	return /** @type {LocalizedString} */ (`Profil mis à jour avec succès !`)
},
	recordattendancefailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible d'enregistrer les présences. Veuillez réessayer.`)
},
	registrationsuccess1: () => {
	return /** @type {LocalizedString} */ (`Inscription réussie ! Veuillez vous connecter pour continuer.`)
},
	resetlinksent2: () => {
	return /** @type {LocalizedString} */ (`Le lien de réinitialisation a été envoyé à votre adresse e-mail !`)
},
	resetpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
},
	resetpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmer le nouveau mot de passe`)
},
	resetpasswordfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de réinitialiser le mot de passe. Veuillez réessayer.`)
},
	resetpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
},
	resetpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Réinitialiser le mot de passe`)
},
	resetpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Réinitialisation...`)
},
	resetpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe pour votre compte.`)
},
	resetpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Réinitialiser le mot de passe`)
},
	scheduleliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Impossible de programmer le cours en direct. Veuillez réessayer.`)
},
	scoreassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de noter le devoir. Veuillez réessayer.`)
},
	scorecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de noter le test. Veuillez réessayer.`)
},
	scorecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de noter la contribution. Veuillez réessayer.`)
},
	scorefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`La note de l'étudiant ne peut plus être modifiée après l'envoi !`)
},
	selectclassfirst2: () => {
	return /** @type {LocalizedString} */ (`Veuillez d'abord choisir un cours`)
},
	selectcohortandloadstudents4: () => {
	return /** @type {LocalizedString} */ (`Veuillez d'abord choisir une promotion et charger les données des étudiants.`)
},
	selectcohortfirst2: () => {
	return /** @type {LocalizedString} */ (`Veuillez d'abord choisir une promotion.`)
},
	selectcohortplaceholder2: () => {
	return /** @type {LocalizedString} */ (`Choisissez une promotion`)
},
	selectcohorttoviewassignments4: () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une promotion pour voir les devoirs.`)
},
	selectcohorttoviewcbts4: () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une promotion pour voir les tests.`)
},
	selectcohorttoviewcontributions4: () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une promotion pour voir les contributions.`)
},
	selectcohorttoviewstudents4: () => {
	return /** @type {LocalizedString} */ (`Choisissez une promotion pour voir les étudiants.`)
},
	selectstudent1: () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un étudiant`)
},
	selectstudentplaceholder2: () => {
	return /** @type {LocalizedString} */ (`Choisissez un étudiant`)
},
	sendresetlinkfailed3: () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer le lien de réinitialisation. Veuillez réessayer.`)
},
	sessionexpired1: () => {
	return /** @type {LocalizedString} */ (`Session expirée. Veuillez vous reconnecter.`)
},
	setpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
},
	setpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
},
	setpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Définir le mot de passe`)
},
	setpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Enregistrement...`)
},
	setpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Choisissez un mot de passe pour votre nouveau compte.`)
},
	setpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Choisissez votre mot de passe`)
},
	signupbirthday2: () => {
	return /** @type {LocalizedString} */ (`Date de naissance`)
},
	signupcancel2: () => {
	return /** @type {LocalizedString} */ (`Annuler`)
},
	signupcohort2: () => {
	return /** @type {LocalizedString} */ (`Promotion`)
},
	signupconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
},
	signupdocumenttitle3: () => {
	return /** @type {LocalizedString} */ (`Inscription`)
},
	signupeditsubtitle3: () => {
	return /** @type {LocalizedString} */ (`Mettez à jour les informations de votre profil`)
},
	signupedittitle3: () => {
	return /** @type {LocalizedString} */ (`Modifier le profil`)
},
	signupemail2: () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
},
	signuphaveaccount3: () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte ?`)
},
	signuploadingoptions3: () => {
	return /** @type {LocalizedString} */ (`Chargement des rôles et des promotions...`)
},
	signupname2: () => {
	return /** @type {LocalizedString} */ (`Nom complet`)
},
	signuppassword2: () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
},
	signupphone2: () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone`)
},
	signuprole2: () => {
	return /** @type {LocalizedString} */ (`Rôle`)
},
	signupsave2: () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
},
	signupsaving2: () => {
	return /** @type {LocalizedString} */ (`Enregistrement...`)
},
	signupselectcohort3: () => {
	return /** @type {LocalizedString} */ (`Choisissez une promotion`)
},
	signupselectrole3: () => {
	return /** @type {LocalizedString} */ (`Choisissez un rôle`)
},
	signupsignin3: () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
},
	signupsubmit2: () => {
	return /** @type {LocalizedString} */ (`Créer le compte`)
},
	signupsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Création du compte...`)
},
	signupsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Créez votre compte`)
},
	signuptitle2: () => {
	return /** @type {LocalizedString} */ (`Bienvenue`)
},
	somethingwentwrong2: () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite. Veuillez réessayer.`)
},
	toomanyworkfiles3: (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous pouvez rendre au plus ${i?.count} fichier.`);
	return /** @type {LocalizedString} */ (`Vous pouvez rendre au plus ${i?.count} fichiers.`)
	
},
	topiccreated1: () => {
	return /** @type {LocalizedString} */ (`Thème créé avec succès !`)
},
	topicdeleted1: () => {
	return /** @type {LocalizedString} */ (`Thème supprimé avec succès !`)
},
	topicupdated1: () => {
	return /** @type {LocalizedString} */ (`Thème mis à jour avec succès !`)
},
	unknownstudent1: () => {
	return /** @type {LocalizedString} */ (`Étudiant inconnu`)
},
	updateannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour l'annonce. Veuillez réessayer.`)
},
	updateassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le devoir. Veuillez réessayer.`)
},
	updatecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le test. Veuillez réessayer.`)
},
	updatecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour la contribution. Veuillez réessayer.`)
},
	updatecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le cours. Veuillez réessayer.`)
},
	updateliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le cours en direct. Veuillez réessayer.`)
},
	updatetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le thème. Veuillez réessayer.`)
},
	uploadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer le fichier. Veuillez réessayer.`)
},
	usercreated1: () => {
	return /** @type {LocalizedString} */ (`Utilisateur créé avec succès`)
},
	userrolenotfound3: () => {
	return /** @type {LocalizedString} */ (`Rôle de l'utilisateur introuvable. Veuillez vous reconnecter.`)
},
	workhandedinsuccess3: () => {
	return /** @type {LocalizedString} */ (`Travail rendu avec succès !`)
},
	workscoredlocked2: () => {
	return /** @type {LocalizedString} */ (`Noté — votre travail ne peut plus être modifié`)
},
	workstatushandedin3: () => {
	return /** @type {LocalizedString} */ (`rendu`)
},
	workstatuslate2: () => {
	return /** @type {LocalizedString} */ (`en retard`)
},
	workstatusnothandedin4: () => {
	return /** @type {LocalizedString} */ (`non rendu`)
},
	workstatusscored2: () => {
	return /** @type {LocalizedString} */ (`noté`)
},
	workupdatedsuccess2: () => {
	return /** @type {LocalizedString} */ (`Travail mis à jour avec succès !`)
},
	yesdelete1: () => {
	return /** @type {LocalizedString} */ (`Oui, supprimer`)
},
	yeslogout1: () => {
	return /** @type {LocalizedString} */ (`Oui, me déconnecter`)
},
	yourscore1: (i) => {
	return /** @type {LocalizedString} */ (`Votre note : ${i?.score} %`)
},
	zoomlinkunavailable2: () => {
	return /** @type {LocalizedString} */ (`Lien Zoom indisponible pour ce cours`)
},
};
