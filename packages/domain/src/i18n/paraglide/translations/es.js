/* eslint-disable */
import * as registry from '../registry.js'

/** The es texts of every message, by message id (scripts/i18n-compile.mjs). */
export default {
	accountcreated1: () => {
	return /** @type {LocalizedString} */ (`¡Cuenta creada correctamente!`)
},
	actioncannotbeundone3: () => {
	return /** @type {LocalizedString} */ (`Esta acción no se puede deshacer.`)
},
	allattendancemarked2: () => {
	return /** @type {LocalizedString} */ (`¡Se ha registrado toda la asistencia!`)
},
	announcementcreated1: () => {
	return /** @type {LocalizedString} */ (`¡Anuncio creado correctamente!`)
},
	announcementdeleted1: () => {
	return /** @type {LocalizedString} */ (`¡Anuncio eliminado correctamente!`)
},
	announcementupdated1: () => {
	return /** @type {LocalizedString} */ (`¡Anuncio actualizado correctamente!`)
},
	assignmentcreated1: () => {
	return /** @type {LocalizedString} */ (`¡Tarea creada correctamente!`)
},
	assignmentdeleted1: () => {
	return /** @type {LocalizedString} */ (`¡Tarea eliminada correctamente!`)
},
	assignmentscored1: () => {
	return /** @type {LocalizedString} */ (`¡Tarea calificada correctamente!`)
},
	assignmentupdated1: () => {
	return /** @type {LocalizedString} */ (`¡Tarea actualizada correctamente!`)
},
	attendancefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`¡La asistencia no se puede cambiar después de enviarla!`)
},
	attendancerecorded1: () => {
	return /** @type {LocalizedString} */ (`¡Asistencia registrada correctamente!`)
},
	authenticationfailed1: () => {
	return /** @type {LocalizedString} */ (`Error de autenticación`)
},
	cbtcreated1: () => {
	return /** @type {LocalizedString} */ (`¡Prueba creada correctamente!`)
},
	cbtdeleted1: () => {
	return /** @type {LocalizedString} */ (`¡Prueba eliminada correctamente!`)
},
	cbtscored1: () => {
	return /** @type {LocalizedString} */ (`¡Prueba calificada correctamente!`)
},
	cbtupdated1: () => {
	return /** @type {LocalizedString} */ (`¡Prueba actualizada correctamente!`)
},
	certificatenotavailable2: () => {
	return /** @type {LocalizedString} */ (`Su certificado estará disponible cuando hayan terminado todos los cursos de su cohorte.`)
},
	certificatenotfound2: () => {
	return /** @type {LocalizedString} */ (`Certificado no encontrado`)
},
	choosestudenttoreadwork4: () => {
	return /** @type {LocalizedString} */ (`Elija un estudiante para leer su trabajo.`)
},
	chunkloadfailed2: (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el módulo ${i?.chunkId}`)
},
	cohortinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`No se encontró la información de la cohorte. Inicie sesión de nuevo.`)
},
	commonloading1: () => {
	return /** @type {LocalizedString} */ (`Cargando...`)
},
	commonretry1: () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
},
	confirmdeleteannouncement2: () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar este anuncio?`)
},
	confirmdeleteassignment2: () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar esta tarea?`)
},
	confirmdeletecbt2: () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar esta prueba?`)
},
	confirmdeletecontribution2: () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar esta contribución?`)
},
	confirmdeletecourse2: () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar este curso?`)
},
	confirmdeleteliveclass3: () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar esta clase en vivo?`)
},
	confirmdeletetopic2: () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea eliminar este tema?`)
},
	confirmlogout1: () => {
	return /** @type {LocalizedString} */ (`¿Seguro que desea cerrar sesión?`)
},
	contributioncreated1: () => {
	return /** @type {LocalizedString} */ (`¡Contribución creada correctamente!`)
},
	contributiondeleted1: () => {
	return /** @type {LocalizedString} */ (`¡Contribución eliminada correctamente!`)
},
	contributionscored1: () => {
	return /** @type {LocalizedString} */ (`¡Contribución calificada correctamente!`)
},
	contributionupdated1: () => {
	return /** @type {LocalizedString} */ (`¡Contribución actualizada correctamente!`)
},
	coursecreated1: () => {
	return /** @type {LocalizedString} */ (`¡Curso creado correctamente!`)
},
	coursedeleted1: () => {
	return /** @type {LocalizedString} */ (`¡Curso eliminado correctamente!`)
},
	courseinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`¡No se encontró la información del curso!`)
},
	courselocked1: (i) => {
	return /** @type {LocalizedString} */ (`¡${i?.courseName} está bloqueado! Complete primero los requisitos previos.`)
},
	coursenotfound2: () => {
	return /** @type {LocalizedString} */ (`¡Curso no encontrado!`)
},
	courseupdated1: () => {
	return /** @type {LocalizedString} */ (`¡Curso actualizado correctamente!`)
},
	createannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el anuncio. Inténtelo de nuevo.`)
},
	createassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la tarea. Inténtelo de nuevo.`)
},
	createcbtfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la prueba. Inténtelo de nuevo.`)
},
	createcontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la contribución. Inténtelo de nuevo.`)
},
	createcoursefailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el curso. Inténtelo de nuevo.`)
},
	createtopicfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el tema. Inténtelo de nuevo.`)
},
	creatingannouncementfor2: (i) => {
	return /** @type {LocalizedString} */ (`Creando anuncio para: ${i?.cohortName}`)
},
	deleteannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el anuncio. Inténtelo de nuevo.`)
},
	deleteassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la tarea. Inténtelo de nuevo.`)
},
	deletecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la prueba. Inténtelo de nuevo.`)
},
	deletecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la contribución. Inténtelo de nuevo.`)
},
	deletecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el curso. Inténtelo de nuevo.`)
},
	deleteliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la clase en vivo. Inténtelo de nuevo.`)
},
	deletetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el tema. Inténtelo de nuevo.`)
},
	deskassignmentstoscore3: (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tarea por calificar`);
	return /** @type {LocalizedString} */ (`${i?.count} tareas por calificar`)
	
},
	deskcontributionstoscore3: (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contribución por calificar`);
	return /** @type {LocalizedString} */ (`${i?.count} contribuciones por calificar`)
	
},
	deskworktoscore3: () => {
	return /** @type {LocalizedString} */ (`Trabajos por calificar`)
},
	downloadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo descargar el archivo. Inténtelo de nuevo.`)
},
	duetoday1: () => {
	return /** @type {LocalizedString} */ (`Vence hoy`)
},
	endbeforestartdate3: () => {
	return /** @type {LocalizedString} */ (`debe ser igual o posterior a la fecha de inicio`)
},
	extensionduedate2: () => {
	return /** @type {LocalizedString} */ (`Nueva fecha de entrega`)
},
	extensiongrant1: () => {
	return /** @type {LocalizedString} */ (`Conceder prórroga`)
},
	extensiongrantfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo conceder la prórroga. Inténtelo de nuevo.`)
},
	extensiongranted1: (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Prórroga concedida a ${i?.count} estudiante.`);
	return /** @type {LocalizedString} */ (`Prórroga concedida a ${i?.count} estudiantes.`)
	
},
	extensiongranting1: () => {
	return /** @type {LocalizedString} */ (`Concediendo prórroga...`)
},
	extensionreason1: () => {
	return /** @type {LocalizedString} */ (`Motivo`)
},
	extensionrevoke1: () => {
	return /** @type {LocalizedString} */ (`Revocar`)
},
	extensionrevokefailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo revocar la prórroga. Inténtelo de nuevo.`)
},
	extensionrevokelabel2: (i) => {
	return /** @type {LocalizedString} */ (`Revocar la prórroga de ${i?.name}`)
},
	extensionrevokequestion2: (i) => {
	return /** @type {LocalizedString} */ (`¿Revocar la prórroga de ${i?.name}?`)
},
	extensionrevokewarning2: () => {
	return /** @type {LocalizedString} */ (`Volverá a aplicarse la fecha de entrega del elemento.`)
},
	extensionrevoked1: () => {
	return /** @type {LocalizedString} */ (`Prórroga revocada correctamente`)
},
	extensionstudent1: () => {
	return /** @type {LocalizedString} */ (`Estudiante`)
},
	extensionstudents1: () => {
	return /** @type {LocalizedString} */ (`Estudiantes`)
},
	extensionyesrevoke2: () => {
	return /** @type {LocalizedString} */ (`Sí, revocar`)
},
	extensionsfailed1: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las prórrogas. Inténtelo de nuevo.`)
},
	extensionsintro1: () => {
	return /** @type {LocalizedString} */ (`Conceda a algunos estudiantes una fecha de entrega posterior para este elemento, con el motivo. Sus listas, entregas y pruebas la tienen en cuenta.`)
},
	extensionsloading1: () => {
	return /** @type {LocalizedString} */ (`Cargando prórrogas...`)
},
	extensionsnone1: () => {
	return /** @type {LocalizedString} */ (`Ningún estudiante tiene una prórroga para este elemento.`)
},
	extensionstitle1: () => {
	return /** @type {LocalizedString} */ (`Prórrogas`)
},
	facultymembernotfound3: () => {
	return /** @type {LocalizedString} */ (`miembro del profesorado no encontrado`)
},
	failedtofetchannouncements3: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los anuncios`)
},
	failedtofetchannouncementstryagain5: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los anuncios. Inténtelo de nuevo.`)
},
	failedtofetchassignments3: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las tareas. Inténtelo de nuevo.`)
},
	failedtofetchcbts3: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las pruebas.`)
},
	failedtofetchcohorts3: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cohortes`)
},
	failedtofetchcohortsdot4: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cohortes.`)
},
	failedtofetchcohortstryagain5: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cohortes. Inténtelo de nuevo.`)
},
	failedtofetchcontributions3: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las contribuciones. Inténtelo de nuevo.`)
},
	failedtofetchcourses3: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los cursos. Inténtelo de nuevo.`)
},
	failedtofetchcoursestrylater5: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los cursos. Inténtelo más tarde.`)
},
	failedtofetchdashboardstats4: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las estadísticas del panel`)
},
	failedtofetchdata3: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los datos`)
},
	failedtofetchliveclasses4: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las clases en vivo. Inténtelo de nuevo.`)
},
	failedtofetchstudentworks4: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los trabajos entregados. Inténtelo de nuevo.`)
},
	failedtofetchstudents3: () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los estudiantes. Inténtelo de nuevo.`)
},
	failedtofetchwork3: () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar su trabajo. Inténtelo de nuevo.`)
},
	failedtoloaddata3: () => {
	return /** @type {LocalizedString} */ (`Error al cargar los datos`)
},
	failedtoloaddatatryagain5: () => {
	return /** @type {LocalizedString} */ (`Error al cargar los datos. Inténtelo de nuevo.`)
},
	filteredcbts1: () => {
	return /** @type {LocalizedString} */ (`Pruebas filtradas para la cohorte seleccionada`)
},
	filteredcontributions1: () => {
	return /** @type {LocalizedString} */ (`Contribuciones filtradas para la cohorte seleccionada`)
},
	forgotpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
},
	forgotpasswordemail2: () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
},
	forgotpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Enviar enlace`)
},
	forgotpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
},
	forgotpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Introduzca su correo electrónico y le enviaremos un enlace para restablecer su contraseña.`)
},
	forgotpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Contraseña olvidada`)
},
	frameacademy1: () => {
	return /** @type {LocalizedString} */ (`Christian Leadership Academy`)
},
	framerolesadmin2: () => {
	return /** @type {LocalizedString} */ (`Administrador`)
},
	framerolesfacilitator2: () => {
	return /** @type {LocalizedString} */ (`Facilitador`)
},
	framerolesstudent2: () => {
	return /** @type {LocalizedString} */ (`Estudiante`)
},
	framesignedinas3: () => {
	return /** @type {LocalizedString} */ (`Sesión iniciada como`)
},
	generatepdffailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo generar el PDF. Inténtelo de nuevo.`)
},
	handinworkfailed3: () => {
	return /** @type {LocalizedString} */ (`No se pudo entregar su trabajo. Inténtelo de nuevo.`)
},
	invalidresetlink2: () => {
	return /** @type {LocalizedString} */ (`Enlace de restablecimiento no válido`)
},
	invalidresetlinkdot3: () => {
	return /** @type {LocalizedString} */ (`Enlace de restablecimiento no válido.`)
},
	languagelabel1: () => {
	return /** @type {LocalizedString} */ (`Idioma`)
},
	liveclassdeleted2: () => {
	return /** @type {LocalizedString} */ (`¡Clase en vivo eliminada correctamente!`)
},
	liveclassscheduled2: () => {
	return /** @type {LocalizedString} */ (`¡Clase en vivo programada correctamente!`)
},
	liveclassupdated2: () => {
	return /** @type {LocalizedString} */ (`¡Clase en vivo actualizada correctamente!`)
},
	loadingannouncements1: () => {
	return /** @type {LocalizedString} */ (`Cargando anuncios...`)
},
	loadingassignments1: () => {
	return /** @type {LocalizedString} */ (`Cargando tareas...`)
},
	loadingcbts1: () => {
	return /** @type {LocalizedString} */ (`Cargando pruebas...`)
},
	loadingcontributions1: () => {
	return /** @type {LocalizedString} */ (`Cargando contribuciones...`)
},
	loadingprofile1: () => {
	return /** @type {LocalizedString} */ (`Cargando su perfil...`)
},
	loadingstudentworks2: () => {
	return /** @type {LocalizedString} */ (`Cargando trabajos entregados...`)
},
	loadingstudents1: () => {
	return /** @type {LocalizedString} */ (`Cargando estudiantes...`)
},
	loadingwork1: () => {
	return /** @type {LocalizedString} */ (`Cargando su trabajo...`)
},
	loggedout1: () => {
	return /** @type {LocalizedString} */ (`¡Sesión cerrada correctamente!`)
},
	loginemail1: () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
},
	loginfailed1: () => {
	return /** @type {LocalizedString} */ (`Error al iniciar sesión. Compruebe sus credenciales.`)
},
	loginforgotpassword2: () => {
	return /** @type {LocalizedString} */ (`¿Olvidó su contraseña?`)
},
	loginheading1: () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
},
	loginpassword1: () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
},
	loginrememberme2: () => {
	return /** @type {LocalizedString} */ (`Recordarme`)
},
	loginsubmit1: () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
},
	loginsubmitting1: () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión...`)
},
	loginsuccess1: () => {
	return /** @type {LocalizedString} */ (`¡Sesión iniciada correctamente!`)
},
	logintitle1: () => {
	return /** @type {LocalizedString} */ (`¡Bienvenido de nuevo!`)
},
	mailhello1: (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}:`)
},
	mailinvitationintro2: () => {
	return /** @type {LocalizedString} */ (`Se ha creado una cuenta para usted en el Portal CLA. Use este enlace para elegir su contraseña e iniciar sesión:`)
},
	mailinvitationsubject2: () => {
	return /** @type {LocalizedString} */ (`Su cuenta del Portal CLA`)
},
	maillinkvaliddays3: (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El enlace es válido durante ${i?.count} día y se puede usar una sola vez.`);
	return /** @type {LocalizedString} */ (`El enlace es válido durante ${i?.count} días y se puede usar una sola vez.`)
	
},
	mailnewpasswordintro3: () => {
	return /** @type {LocalizedString} */ (`La academia le ha enviado un enlace para elegir una nueva contraseña para su cuenta del Portal CLA:`)
},
	mailnewpasswordsubject3: () => {
	return /** @type {LocalizedString} */ (`Elija una nueva contraseña`)
},
	mailresetintro2: () => {
	return /** @type {LocalizedString} */ (`Hemos recibido una solicitud para restablecer la contraseña de su cuenta del Portal CLA. Use este enlace para elegir una nueva contraseña:`)
},
	mailresetoutro2: () => {
	return /** @type {LocalizedString} */ (`El enlace es válido durante 1 hora y se puede usar una sola vez.

Si no solicitó restablecer la contraseña, puede ignorar este correo; su contraseña no cambia.`)
},
	mailresetsubject2: () => {
	return /** @type {LocalizedString} */ (`Restablezca su contraseña`)
},
	mailscoreassignment2: (i) => {
	return /** @type {LocalizedString} */ (`Tarea: ${i?.itemName}`)
},
	mailscorecbt2: (i) => {
	return /** @type {LocalizedString} */ (`Prueba: ${i?.itemName}`)
},
	mailscorecomment2: () => {
	return /** @type {LocalizedString} */ (`Comentario de su facilitador:`)
},
	mailscorecontribution2: (i) => {
	return /** @type {LocalizedString} */ (`Contribución: ${i?.itemName}`)
},
	mailscorecourse2: (i) => {
	return /** @type {LocalizedString} */ (`Curso: ${i?.courseName}`)
},
	mailscoreintro2: () => {
	return /** @type {LocalizedString} */ (`Se ha publicado una nueva calificación.`)
},
	mailscorescore2: (i) => {
	return /** @type {LocalizedString} */ (`Calificación: ${i?.score}`)
},
	mailscoreshownafter3: (i) => {
	return /** @type {LocalizedString} */ (`visible en el portal cuando la prueba se haya cerrado para todos, después del ${i?.date}`)
},
	mailscoresubject2: (i) => {
	return /** @type {LocalizedString} */ (`Nueva calificación publicada: ${i?.itemName}`)
},
	mailscoreviewinportal4: (i) => {
	return /** @type {LocalizedString} */ (`Véala en el portal: ${i?.url}`)
},
	markonecorrectoption3: () => {
	return /** @type {LocalizedString} */ (`Marque exactamente una opción como correcta`)
},
	marksomecorrectoptions3: () => {
	return /** @type {LocalizedString} */ (`Marque una o más opciones como correctas`)
},
	navadminactivity2: () => {
	return /** @type {LocalizedString} */ (`Registro de actividad`)
},
	navadmincohorts2: () => {
	return /** @type {LocalizedString} */ (`Cohortes`)
},
	navadminenrol2: () => {
	return /** @type {LocalizedString} */ (`Inscribir desde CSV`)
},
	navadminpeople2: () => {
	return /** @type {LocalizedString} */ (`Personas`)
},
	navadministration1: () => {
	return /** @type {LocalizedString} */ (`Administración`)
},
	navannouncements1: () => {
	return /** @type {LocalizedString} */ (`Anuncios`)
},
	navassignments1: () => {
	return /** @type {LocalizedString} */ (`Tareas`)
},
	navclosemenu2: () => {
	return /** @type {LocalizedString} */ (`Cerrar menú`)
},
	navcontributions1: () => {
	return /** @type {LocalizedString} */ (`Contribuciones`)
},
	navcourses1: () => {
	return /** @type {LocalizedString} */ (`Cursos`)
},
	navdashboard1: () => {
	return /** @type {LocalizedString} */ (`Panel`)
},
	navevents1: () => {
	return /** @type {LocalizedString} */ (`Eventos`)
},
	navinstructordesk2: () => {
	return /** @type {LocalizedString} */ (`Escritorio del facilitador`)
},
	navlabel1: () => {
	return /** @type {LocalizedString} */ (`Portal`)
},
	navmenu1: () => {
	return /** @type {LocalizedString} */ (`Menú`)
},
	navopenmenu2: () => {
	return /** @type {LocalizedString} */ (`Abrir menú`)
},
	navprofile1: () => {
	return /** @type {LocalizedString} */ (`Perfil`)
},
	navsignout2: () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
},
	navtests1: () => {
	return /** @type {LocalizedString} */ (`Pruebas`)
},
	_new: () => {
	return /** @type {LocalizedString} */ (`Nuevo`)
},
	noannouncements1: (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`No hay anuncios generales disponibles.`);
	return /** @type {LocalizedString} */ (`No hay anuncios personales disponibles.`)
	
},
	noannouncementsfound2: () => {
	return /** @type {LocalizedString} */ (`No se encontraron anuncios`)
},
	noassignments1: () => {
	return /** @type {LocalizedString} */ (`No hay tareas disponibles.`)
},
	nocbts1: () => {
	return /** @type {LocalizedString} */ (`No hay pruebas disponibles.`)
},
	nocontributions1: () => {
	return /** @type {LocalizedString} */ (`No hay contribuciones disponibles.`)
},
	nocoursedescription2: () => {
	return /** @type {LocalizedString} */ (`No hay descripción disponible para este curso.`)
},
	noliveclassestoday3: () => {
	return /** @type {LocalizedString} */ (`No hay clases en vivo programadas para hoy.`)
},
	nopastclasses2: () => {
	return /** @type {LocalizedString} */ (`No se encontraron clases pasadas.`)
},
	noresponse1: () => {
	return /** @type {LocalizedString} */ (`El servidor no responde. Compruebe su conexión a Internet.`)
},
	nostudentsavailable2: () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes disponibles`)
},
	nostudentsincohort3: () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes en esta cohorte`)
},
	nostudentsincohortdot4: () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes en esta cohorte.`)
},
	nostudentsmissingattendance3: () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes sin asistencia registrada.`)
},
	nostudentswithoutscores3: () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes sin calificación.`)
},
	notopics1: () => {
	return /** @type {LocalizedString} */ (`Todavía no se han añadido temas a este curso.`)
},
	noupcomingclasses2: () => {
	return /** @type {LocalizedString} */ (`No hay clases próximas.`)
},
	noworkhandedin3: () => {
	return /** @type {LocalizedString} */ (`Todavía no se ha entregado nada.`)
},
	nobodyhandedin2: () => {
	return /** @type {LocalizedString} */ (`Nadie ha entregado trabajo todavía.`)
},
	notassigned1: () => {
	return /** @type {LocalizedString} */ (`Sin asignar`)
},
	notscored1: () => {
	return /** @type {LocalizedString} */ (`Sin calificar`)
},
	notset1: () => {
	return /** @type {LocalizedString} */ (`Sin definir`)
},
	notspecified1: () => {
	return /** @type {LocalizedString} */ (`Sin especificar`)
},
	passwordreset1: () => {
	return /** @type {LocalizedString} */ (`¡La contraseña se ha restablecido correctamente!`)
},
	passwordsdonotmatch3: () => {
	return /** @type {LocalizedString} */ (`Las contraseñas no coinciden`)
},
	pastdue1: () => {
	return /** @type {LocalizedString} */ (`Vencida`)
},
	performancesheetdownloaded2: () => {
	return /** @type {LocalizedString} */ (`¡Hoja de rendimiento descargada correctamente!`)
},
	portalwelcome1: () => {
	return /** @type {LocalizedString} */ (`elija una opción del menú para comenzar`)
},
	profileupdated1: () => {
	return /** @type {LocalizedString} */ (`¡Perfil actualizado correctamente!`)
},
	recordattendancefailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo registrar la asistencia. Inténtelo de nuevo.`)
},
	registrationsuccess1: () => {
	return /** @type {LocalizedString} */ (`¡Registro completado! Inicie sesión para continuar.`)
},
	resetlinksent2: () => {
	return /** @type {LocalizedString} */ (`¡Se ha enviado el enlace de restablecimiento a su correo!`)
},
	resetpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
},
	resetpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmar nueva contraseña`)
},
	resetpasswordfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo restablecer la contraseña. Inténtelo de nuevo.`)
},
	resetpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`Nueva contraseña`)
},
	resetpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Restablecer contraseña`)
},
	resetpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Restableciendo...`)
},
	resetpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Elija una nueva contraseña para su cuenta.`)
},
	resetpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Restablecer contraseña`)
},
	scheduleliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`No se pudo programar la clase en vivo. Inténtelo de nuevo.`)
},
	scoreassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo calificar la tarea. Inténtelo de nuevo.`)
},
	scorecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo calificar la prueba. Inténtelo de nuevo.`)
},
	scorecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo calificar la contribución. Inténtelo de nuevo.`)
},
	scorefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`¡La calificación del estudiante no se puede cambiar después de enviarla!`)
},
	selectclassfirst2: () => {
	return /** @type {LocalizedString} */ (`Seleccione primero una clase`)
},
	selectcohortandloadstudents4: () => {
	return /** @type {LocalizedString} */ (`Seleccione primero una cohorte y cargue los datos de los estudiantes.`)
},
	selectcohortfirst2: () => {
	return /** @type {LocalizedString} */ (`Seleccione primero una cohorte.`)
},
	selectcohortplaceholder2: () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte`)
},
	selectcohorttoviewassignments4: () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte para ver las tareas.`)
},
	selectcohorttoviewcbts4: () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte para ver las pruebas.`)
},
	selectcohorttoviewcontributions4: () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte para ver las contribuciones.`)
},
	selectcohorttoviewstudents4: () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte para ver los estudiantes.`)
},
	selectstudent1: () => {
	return /** @type {LocalizedString} */ (`Seleccione un estudiante`)
},
	selectstudentplaceholder2: () => {
	return /** @type {LocalizedString} */ (`Seleccione un estudiante`)
},
	sendresetlinkfailed3: () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el enlace de restablecimiento. Inténtelo de nuevo.`)
},
	sessionexpired1: () => {
	return /** @type {LocalizedString} */ (`La sesión ha caducado. Inicie sesión de nuevo.`)
},
	setpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmar contraseña`)
},
	setpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
},
	setpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Establecer contraseña`)
},
	setpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Guardando...`)
},
	setpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Elija una contraseña para su nueva cuenta.`)
},
	setpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Establezca su contraseña`)
},
	signupbirthday2: () => {
	return /** @type {LocalizedString} */ (`Fecha de nacimiento`)
},
	signupcancel2: () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
},
	signupcohort2: () => {
	return /** @type {LocalizedString} */ (`Cohorte`)
},
	signupconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmar contraseña`)
},
	signupdocumenttitle3: () => {
	return /** @type {LocalizedString} */ (`Registro`)
},
	signupeditsubtitle3: () => {
	return /** @type {LocalizedString} */ (`Actualice la información de su perfil`)
},
	signupedittitle3: () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
},
	signupemail2: () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
},
	signuphaveaccount3: () => {
	return /** @type {LocalizedString} */ (`¿Ya tiene una cuenta?`)
},
	signuploadingoptions3: () => {
	return /** @type {LocalizedString} */ (`Cargando roles y cohortes...`)
},
	signupname2: () => {
	return /** @type {LocalizedString} */ (`Nombre completo`)
},
	signuppassword2: () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
},
	signupphone2: () => {
	return /** @type {LocalizedString} */ (`Número de teléfono`)
},
	signuprole2: () => {
	return /** @type {LocalizedString} */ (`Rol`)
},
	signupsave2: () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
},
	signupsaving2: () => {
	return /** @type {LocalizedString} */ (`Guardando cambios...`)
},
	signupselectcohort3: () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte`)
},
	signupselectrole3: () => {
	return /** @type {LocalizedString} */ (`Seleccione un rol`)
},
	signupsignin3: () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
},
	signupsubmit2: () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
},
	signupsubmitting2: () => {
	return /** @type {LocalizedString} */ (`Creando la cuenta...`)
},
	signupsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Cree su cuenta`)
},
	signuptitle2: () => {
	return /** @type {LocalizedString} */ (`Bienvenido`)
},
	somethingwentwrong2: () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Inténtelo de nuevo.`)
},
	toomanyworkfiles3: (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Puede entregar como máximo ${i?.count} archivo.`);
	return /** @type {LocalizedString} */ (`Puede entregar como máximo ${i?.count} archivos.`)
	
},
	topiccreated1: () => {
	return /** @type {LocalizedString} */ (`¡Tema creado correctamente!`)
},
	topicdeleted1: () => {
	return /** @type {LocalizedString} */ (`¡Tema eliminado correctamente!`)
},
	topicupdated1: () => {
	return /** @type {LocalizedString} */ (`¡Tema actualizado correctamente!`)
},
	unknownstudent1: () => {
	return /** @type {LocalizedString} */ (`Estudiante desconocido`)
},
	updateannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el anuncio. Inténtelo de nuevo.`)
},
	updateassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la tarea. Inténtelo de nuevo.`)
},
	updatecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la prueba. Inténtelo de nuevo.`)
},
	updatecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la contribución. Inténtelo de nuevo.`)
},
	updatecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el curso. Inténtelo de nuevo.`)
},
	updateliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la clase en vivo. Inténtelo de nuevo.`)
},
	updatetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el tema. Inténtelo de nuevo.`)
},
	uploadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`No se pudo subir el archivo. Inténtelo de nuevo.`)
},
	usercreated1: () => {
	return /** @type {LocalizedString} */ (`Usuario creado correctamente`)
},
	userrolenotfound3: () => {
	return /** @type {LocalizedString} */ (`No se encontró el rol del usuario. Inicie sesión de nuevo.`)
},
	workhandedinsuccess3: () => {
	return /** @type {LocalizedString} */ (`¡Trabajo entregado correctamente!`)
},
	workscoredlocked2: () => {
	return /** @type {LocalizedString} */ (`Calificado: su trabajo ya no se puede cambiar`)
},
	workstatushandedin3: () => {
	return /** @type {LocalizedString} */ (`entregado`)
},
	workstatuslate2: () => {
	return /** @type {LocalizedString} */ (`con retraso`)
},
	workstatusnothandedin4: () => {
	return /** @type {LocalizedString} */ (`no entregado`)
},
	workstatusscored2: () => {
	return /** @type {LocalizedString} */ (`calificado`)
},
	workupdatedsuccess2: () => {
	return /** @type {LocalizedString} */ (`¡Trabajo actualizado correctamente!`)
},
	yesdelete1: () => {
	return /** @type {LocalizedString} */ (`Sí, eliminar`)
},
	yeslogout1: () => {
	return /** @type {LocalizedString} */ (`Sí, cerrar sesión`)
},
	yourscore1: (i) => {
	return /** @type {LocalizedString} */ (`Su calificación: ${i?.score} %`)
},
	zoomlinkunavailable2: () => {
	return /** @type {LocalizedString} */ (`El enlace de Zoom no está disponible para esta clase`)
},
};
