/* eslint-disable */
import * as registry from '../registry.js'

/** The pt texts of every message, by message id (scripts/i18n-compile.mjs). */
export default {
	accountcreated1: () => {
	return /** @type {LocalizedString} */ (`Conta criada com sucesso!`)
},
	actioncannotbeundone3: () => {
	return /** @type {LocalizedString} */ (`Esta ação não pode ser anulada.`)
},
	allattendancemarked2: () => {
	return /** @type {LocalizedString} */ (`Todas as presenças foram registadas!`)
},
	announcementcreated1: () => {
	return /** @type {LocalizedString} */ (`Aviso criado com sucesso!`)
},
	announcementdeleted1: () => {
	return /** @type {LocalizedString} */ (`Aviso eliminado com sucesso!`)
},
	announcementupdated1: () => {
	return /** @type {LocalizedString} */ (`Aviso atualizado com sucesso!`)
},
	assignmentcreated1: () => {
	return /** @type {LocalizedString} */ (`Trabalho criado com sucesso!`)
},
	assignmentdeleted1: () => {
	return /** @type {LocalizedString} */ (`Trabalho eliminado com sucesso!`)
},
	assignmentscored1: () => {
	return /** @type {LocalizedString} */ (`Trabalho avaliado com sucesso!`)
},
	assignmentupdated1: () => {
	return /** @type {LocalizedString} */ (`Trabalho atualizado com sucesso!`)
},
	attendancefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`As presenças não podem ser alteradas depois de submetidas!`)
},
	attendancerecorded1: () => {
	return /** @type {LocalizedString} */ (`Presenças registadas com sucesso!`)
},
	authenticationfailed1: () => {
	return /** @type {LocalizedString} */ (`Falha na autenticação`)
},
	cbtcreated1: () => {
	return /** @type {LocalizedString} */ (`Teste criado com sucesso!`)
},
	cbtdeleted1: () => {
	return /** @type {LocalizedString} */ (`Teste eliminado com sucesso!`)
},
	cbtscored1: () => {
	return /** @type {LocalizedString} */ (`Teste avaliado com sucesso!`)
},
	cbtupdated1: () => {
	return /** @type {LocalizedString} */ (`Teste atualizado com sucesso!`)
},
	certificatenotavailable2: () => {
	return /** @type {LocalizedString} */ (`O seu certificado ficará disponível quando todos os cursos da sua turma tiverem terminado.`)
},
	certificatenotfound2: () => {
	return /** @type {LocalizedString} */ (`Certificado não encontrado`)
},
	choosestudenttoreadwork4: () => {
	return /** @type {LocalizedString} */ (`Escolha um estudante para ler o seu trabalho.`)
},
	chunkloadfailed2: (i) => {
	return /** @type {LocalizedString} */ (`Falha ao carregar o módulo ${i?.chunkId}`)
},
	cohortinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`Informações da turma não encontradas. Inicie sessão novamente.`)
},
	commonloading1: () => {
	return /** @type {LocalizedString} */ (`A carregar...`)
},
	commonretry1: () => {
	return /** @type {LocalizedString} */ (`Tentar novamente`)
},
	confirmdeleteannouncement2: () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este aviso?`)
},
	confirmdeleteassignment2: () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este trabalho?`)
},
	confirmdeletecbt2: () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este teste?`)
},
	confirmdeletecontribution2: () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar esta contribuição?`)
},
	confirmdeletecourse2: () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este curso?`)
},
	confirmdeleteliveclass3: () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar esta aula ao vivo?`)
},
	confirmdeletetopic2: () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende eliminar este tema?`)
},
	confirmlogout1: () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que pretende terminar a sessão?`)
},
	contributioncreated1: () => {
	return /** @type {LocalizedString} */ (`Contribuição criada com sucesso!`)
},
	contributiondeleted1: () => {
	return /** @type {LocalizedString} */ (`Contribuição eliminada com sucesso!`)
},
	contributionscored1: () => {
	return /** @type {LocalizedString} */ (`Contribuição avaliada com sucesso!`)
},
	contributionupdated1: () => {
	return /** @type {LocalizedString} */ (`Contribuição atualizada com sucesso!`)
},
	coursecreated1: () => {
	return /** @type {LocalizedString} */ (`Curso criado com sucesso!`)
},
	coursedeleted1: () => {
	return /** @type {LocalizedString} */ (`Curso eliminado com sucesso!`)
},
	courseinfonotfound3: () => {
	return /** @type {LocalizedString} */ (`Informações do curso não encontradas!`)
},
	courselocked1: (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} está bloqueado! Conclua primeiro os pré-requisitos.`)
},
	coursenotfound2: () => {
	return /** @type {LocalizedString} */ (`Curso não encontrado!`)
},
	courseupdated1: () => {
	return /** @type {LocalizedString} */ (`Curso atualizado com sucesso!`)
},
	createannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o aviso. Tente novamente.`)
},
	createassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o trabalho. Tente novamente.`)
},
	createcbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o teste. Tente novamente.`)
},
	createcontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar a contribuição. Tente novamente.`)
},
	createcoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o curso. Tente novamente.`)
},
	createtopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o tema. Tente novamente.`)
},
	creatingannouncementfor2: (i) => {
	return /** @type {LocalizedString} */ (`A criar aviso para: ${i?.cohortName}`)
},
	deleteannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o aviso. Tente novamente.`)
},
	deleteassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o trabalho. Tente novamente.`)
},
	deletecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o teste. Tente novamente.`)
},
	deletecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar a contribuição. Tente novamente.`)
},
	deletecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o curso. Tente novamente.`)
},
	deleteliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar a aula ao vivo. Tente novamente.`)
},
	deletetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o tema. Tente novamente.`)
},
	deskassignmentstoscore3: (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} trabalho por avaliar`);
	return /** @type {LocalizedString} */ (`${i?.count} trabalhos por avaliar`)
	
},
	deskcontributionstoscore3: (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contribuição por avaliar`);
	return /** @type {LocalizedString} */ (`${i?.count} contribuições por avaliar`)
	
},
	deskworktoscore3: () => {
	return /** @type {LocalizedString} */ (`Por avaliar`)
},
	downloadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível transferir o ficheiro. Tente novamente.`)
},
	duetoday1: () => {
	return /** @type {LocalizedString} */ (`Entrega hoje`)
},
	endbeforestartdate3: () => {
	return /** @type {LocalizedString} */ (`deve ser igual ou posterior à data de início`)
},
	extensionduedate2: () => {
	return /** @type {LocalizedString} */ (`Novo prazo`)
},
	extensiongrant1: () => {
	return /** @type {LocalizedString} */ (`Conceder prorrogação`)
},
	extensiongrantfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível conceder a prorrogação. Tente novamente.`)
},
	extensiongranted1: (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Prorrogação concedida a ${i?.count} estudante.`);
	return /** @type {LocalizedString} */ (`Prorrogação concedida a ${i?.count} estudantes.`)
	
},
	extensiongranting1: () => {
	return /** @type {LocalizedString} */ (`A conceder prorrogação...`)
},
	extensionreason1: () => {
	return /** @type {LocalizedString} */ (`Motivo`)
},
	extensionrevoke1: () => {
	return /** @type {LocalizedString} */ (`Revogar`)
},
	extensionrevokefailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível revogar a prorrogação. Tente novamente.`)
},
	extensionrevokelabel2: (i) => {
	return /** @type {LocalizedString} */ (`Revogar a prorrogação de ${i?.name}`)
},
	extensionrevokequestion2: (i) => {
	return /** @type {LocalizedString} */ (`Revogar a prorrogação de ${i?.name}?`)
},
	extensionrevokewarning2: () => {
	return /** @type {LocalizedString} */ (`O prazo do próprio item volta a aplicar-se.`)
},
	extensionrevoked1: () => {
	return /** @type {LocalizedString} */ (`Prorrogação revogada com sucesso`)
},
	extensionstudent1: () => {
	return /** @type {LocalizedString} */ (`Estudante`)
},
	extensionstudents1: () => {
	return /** @type {LocalizedString} */ (`Estudantes`)
},
	extensionyesrevoke2: () => {
	return /** @type {LocalizedString} */ (`Sim, revogar`)
},
	extensionsfailed1: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as prorrogações. Tente novamente.`)
},
	extensionsintro1: () => {
	return /** @type {LocalizedString} */ (`Conceda a alguns estudantes um prazo mais tardio para este item, com o motivo. As listas, entregas e testes deles passam a segui-lo.`)
},
	extensionsloading1: () => {
	return /** @type {LocalizedString} */ (`A carregar prorrogações...`)
},
	extensionsnone1: () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante tem prorrogação para este item.`)
},
	extensionstitle1: () => {
	return /** @type {LocalizedString} */ (`Prorrogações`)
},
	facultymembernotfound3: () => {
	return /** @type {LocalizedString} */ (`membro do corpo docente não encontrado`)
},
	failedtofetchannouncements3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os avisos`)
},
	failedtofetchannouncementstryagain5: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os avisos. Tente novamente.`)
},
	failedtofetchassignments3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os trabalhos. Tente novamente.`)
},
	failedtofetchcbts3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os testes.`)
},
	failedtofetchcohorts3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as turmas`)
},
	failedtofetchcohortsdot4: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as turmas.`)
},
	failedtofetchcohortstryagain5: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as turmas. Tente novamente.`)
},
	failedtofetchcontributions3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as contribuições. Tente novamente.`)
},
	failedtofetchcourses3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os cursos. Tente novamente.`)
},
	failedtofetchcoursestrylater5: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os cursos. Tente mais tarde.`)
},
	failedtofetchdashboardstats4: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as estatísticas do painel`)
},
	failedtofetchdata3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os dados`)
},
	failedtofetchliveclasses4: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as aulas ao vivo. Tente novamente.`)
},
	failedtofetchstudentworks4: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os trabalhos entregues. Tente novamente.`)
},
	failedtofetchstudents3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os estudantes. Tente novamente.`)
},
	failedtofetchwork3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o seu trabalho. Tente novamente.`)
},
	failedtoloaddata3: () => {
	return /** @type {LocalizedString} */ (`Falha ao carregar os dados`)
},
	failedtoloaddatatryagain5: () => {
	return /** @type {LocalizedString} */ (`Falha ao carregar os dados. Tente novamente.`)
},
	filteredcbts1: () => {
	return /** @type {LocalizedString} */ (`Testes filtrados para a turma selecionada`)
},
	filteredcontributions1: () => {
	return /** @type {LocalizedString} */ (`Contribuições filtradas para a turma selecionada`)
},
	forgotpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`Voltar ao início de sessão`)
},
	forgotpasswordemail2: () => {
	return /** @type {LocalizedString} */ (`Endereço de e-mail`)
},
	forgotpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Enviar ligação`)
},
	forgotpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`A enviar...`)
},
	forgotpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Introduza o seu endereço de e-mail e enviaremos uma ligação para redefinir a sua palavra-passe.`)
},
	forgotpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Esqueceu a palavra-passe`)
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
	return /** @type {LocalizedString} */ (`Estudante`)
},
	framesignedinas3: () => {
	return /** @type {LocalizedString} */ (`Sessão iniciada como`)
},
	generatepdffailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível gerar o PDF. Tente novamente.`)
},
	handinworkfailed3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível entregar o seu trabalho. Tente novamente.`)
},
	invalidresetlink2: () => {
	return /** @type {LocalizedString} */ (`Ligação de redefinição inválida`)
},
	invalidresetlinkdot3: () => {
	return /** @type {LocalizedString} */ (`Ligação de redefinição inválida.`)
},
	languagelabel1: () => {
	return /** @type {LocalizedString} */ (`Idioma`)
},
	liveclassdeleted2: () => {
	return /** @type {LocalizedString} */ (`Aula ao vivo eliminada com sucesso!`)
},
	liveclassscheduled2: () => {
	return /** @type {LocalizedString} */ (`Aula ao vivo agendada com sucesso!`)
},
	liveclassupdated2: () => {
	return /** @type {LocalizedString} */ (`Aula ao vivo atualizada com sucesso!`)
},
	loadingannouncements1: () => {
	return /** @type {LocalizedString} */ (`A carregar avisos...`)
},
	loadingassignments1: () => {
	return /** @type {LocalizedString} */ (`A carregar trabalhos...`)
},
	loadingcbts1: () => {
	return /** @type {LocalizedString} */ (`A carregar testes...`)
},
	loadingcontributions1: () => {
	return /** @type {LocalizedString} */ (`A carregar contribuições...`)
},
	loadingprofile1: () => {
	return /** @type {LocalizedString} */ (`A carregar o seu perfil...`)
},
	loadingstudentworks2: () => {
	return /** @type {LocalizedString} */ (`A carregar trabalhos entregues...`)
},
	loadingstudents1: () => {
	return /** @type {LocalizedString} */ (`A carregar estudantes...`)
},
	loadingwork1: () => {
	return /** @type {LocalizedString} */ (`A carregar o seu trabalho...`)
},
	loggedout1: () => {
	return /** @type {LocalizedString} */ (`Sessão terminada com sucesso!`)
},
	loginemail1: () => {
	return /** @type {LocalizedString} */ (`E-mail`)
},
	loginfailed1: () => {
	return /** @type {LocalizedString} */ (`Falha ao iniciar sessão. Verifique as suas credenciais.`)
},
	loginforgotpassword2: () => {
	return /** @type {LocalizedString} */ (`Esqueceu a palavra-passe?`)
},
	loginheading1: () => {
	return /** @type {LocalizedString} */ (`Entrar`)
},
	loginpassword1: () => {
	return /** @type {LocalizedString} */ (`Palavra-passe`)
},
	loginrememberme2: () => {
	return /** @type {LocalizedString} */ (`Lembrar-me`)
},
	loginsubmit1: () => {
	return /** @type {LocalizedString} */ (`Entrar`)
},
	loginsubmitting1: () => {
	return /** @type {LocalizedString} */ (`A entrar...`)
},
	loginsuccess1: () => {
	return /** @type {LocalizedString} */ (`Sessão iniciada com sucesso!`)
},
	logintitle1: () => {
	return /** @type {LocalizedString} */ (`Bem-vindo de volta!`)
},
	mailhello1: (i) => {
	return /** @type {LocalizedString} */ (`Olá ${i?.name},`)
},
	mailinvitationintro2: () => {
	return /** @type {LocalizedString} */ (`Foi criada uma conta para si no Portal CLA. Use esta ligação para escolher a sua palavra-passe e entrar:`)
},
	mailinvitationsubject2: () => {
	return /** @type {LocalizedString} */ (`A sua conta do Portal CLA`)
},
	maillinkvaliddays3: (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A ligação é válida durante ${i?.count} dia e só pode ser usada uma vez.`);
	return /** @type {LocalizedString} */ (`A ligação é válida durante ${i?.count} dias e só pode ser usada uma vez.`)
	
},
	mailnewpasswordintro3: () => {
	return /** @type {LocalizedString} */ (`A academia enviou-lhe uma ligação para escolher uma nova palavra-passe para a sua conta do Portal CLA:`)
},
	mailnewpasswordsubject3: () => {
	return /** @type {LocalizedString} */ (`Escolha uma nova palavra-passe`)
},
	mailresetintro2: () => {
	return /** @type {LocalizedString} */ (`Recebemos um pedido para redefinir a palavra-passe da sua conta do Portal CLA. Use esta ligação para escolher uma nova palavra-passe:`)
},
	mailresetoutro2: () => {
	return /** @type {LocalizedString} */ (`A ligação é válida durante 1 hora e só pode ser usada uma vez.

Se não pediu a redefinição da palavra-passe, pode ignorar este e-mail; a sua palavra-passe mantém-se.`)
},
	mailresetsubject2: () => {
	return /** @type {LocalizedString} */ (`Redefina a sua palavra-passe`)
},
	mailscoreassignment2: (i) => {
	return /** @type {LocalizedString} */ (`Trabalho: ${i?.itemName}`)
},
	mailscorecbt2: (i) => {
	return /** @type {LocalizedString} */ (`Teste: ${i?.itemName}`)
},
	mailscorecomment2: () => {
	return /** @type {LocalizedString} */ (`Comentário do seu facilitador:`)
},
	mailscorecontribution2: (i) => {
	return /** @type {LocalizedString} */ (`Contribuição: ${i?.itemName}`)
},
	mailscorecourse2: (i) => {
	return /** @type {LocalizedString} */ (`Curso: ${i?.courseName}`)
},
	mailscoreintro2: () => {
	return /** @type {LocalizedString} */ (`Foi publicada uma nova avaliação.`)
},
	mailscorescore2: (i) => {
	return /** @type {LocalizedString} */ (`Avaliação: ${i?.score}`)
},
	mailscoreshownafter3: (i) => {
	return /** @type {LocalizedString} */ (`visível no portal quando o teste estiver fechado para todos, depois de ${i?.date}`)
},
	mailscoresubject2: (i) => {
	return /** @type {LocalizedString} */ (`Nova avaliação publicada: ${i?.itemName}`)
},
	mailscoreviewinportal4: (i) => {
	return /** @type {LocalizedString} */ (`Veja-a no portal: ${i?.url}`)
},
	markonecorrectoption3: () => {
	return /** @type {LocalizedString} */ (`Marque exatamente uma opção como correta`)
},
	marksomecorrectoptions3: () => {
	return /** @type {LocalizedString} */ (`Marque uma ou mais opções como corretas`)
},
	navadminactivity2: () => {
	return /** @type {LocalizedString} */ (`Registo de atividade`)
},
	navadmincohorts2: () => {
	return /** @type {LocalizedString} */ (`Turmas`)
},
	navadminenrol2: () => {
	return /** @type {LocalizedString} */ (`Inscrever a partir de CSV`)
},
	navadminpeople2: () => {
	return /** @type {LocalizedString} */ (`Pessoas`)
},
	navadministration1: () => {
	return /** @type {LocalizedString} */ (`Administração`)
},
	navannouncements1: () => {
	return /** @type {LocalizedString} */ (`Avisos`)
},
	navassignments1: () => {
	return /** @type {LocalizedString} */ (`Trabalhos`)
},
	navclosemenu2: () => {
	return /** @type {LocalizedString} */ (`Fechar menu`)
},
	navcontributions1: () => {
	return /** @type {LocalizedString} */ (`Contribuições`)
},
	navcourses1: () => {
	return /** @type {LocalizedString} */ (`Cursos`)
},
	navdashboard1: () => {
	return /** @type {LocalizedString} */ (`Painel`)
},
	navevents1: () => {
	return /** @type {LocalizedString} */ (`Eventos`)
},
	navinstructordesk2: () => {
	return /** @type {LocalizedString} */ (`Secretária do facilitador`)
},
	navlabel1: () => {
	return /** @type {LocalizedString} */ (`Portal`)
},
	navmenu1: () => {
	return /** @type {LocalizedString} */ (`Menu`)
},
	navopenmenu2: () => {
	return /** @type {LocalizedString} */ (`Abrir menu`)
},
	navprofile1: () => {
	return /** @type {LocalizedString} */ (`Perfil`)
},
	navsignout2: () => {
	return /** @type {LocalizedString} */ (`Terminar sessão`)
},
	navtests1: () => {
	return /** @type {LocalizedString} */ (`Testes`)
},
	_new: () => {
	return /** @type {LocalizedString} */ (`Novo`)
},
	noannouncements1: (i) => {
	if (i?.kind === "general") return /** @type {LocalizedString} */ (`Não há avisos gerais disponíveis.`);
	return /** @type {LocalizedString} */ (`Não há avisos pessoais disponíveis.`)
	
},
	noannouncementsfound2: () => {
	return /** @type {LocalizedString} */ (`Nenhum aviso encontrado`)
},
	noassignments1: () => {
	return /** @type {LocalizedString} */ (`Não há trabalhos disponíveis.`)
},
	nocbts1: () => {
	return /** @type {LocalizedString} */ (`Não há testes disponíveis.`)
},
	nocontributions1: () => {
	return /** @type {LocalizedString} */ (`Não há contribuições disponíveis.`)
},
	nocoursedescription2: () => {
	return /** @type {LocalizedString} */ (`Não há descrição disponível para este curso.`)
},
	noliveclassestoday3: () => {
	return /** @type {LocalizedString} */ (`Não há aulas ao vivo agendadas para hoje.`)
},
	nopastclasses2: () => {
	return /** @type {LocalizedString} */ (`Nenhuma aula anterior encontrada.`)
},
	noresponse1: () => {
	return /** @type {LocalizedString} */ (`O servidor não responde. Verifique a sua ligação à Internet.`)
},
	nostudentsavailable2: () => {
	return /** @type {LocalizedString} */ (`Não há estudantes disponíveis`)
},
	nostudentsincohort3: () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante nesta turma`)
},
	nostudentsincohortdot4: () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante nesta turma.`)
},
	nostudentsmissingattendance3: () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante sem presença registada.`)
},
	nostudentswithoutscores3: () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante sem avaliação.`)
},
	notopics1: () => {
	return /** @type {LocalizedString} */ (`Ainda não foram adicionados temas a este curso.`)
},
	noupcomingclasses2: () => {
	return /** @type {LocalizedString} */ (`Nenhuma aula futura encontrada.`)
},
	noworkhandedin3: () => {
	return /** @type {LocalizedString} */ (`Ainda nada foi entregue.`)
},
	nobodyhandedin2: () => {
	return /** @type {LocalizedString} */ (`Ninguém entregou trabalho ainda.`)
},
	notassigned1: () => {
	return /** @type {LocalizedString} */ (`Não atribuído`)
},
	notscored1: () => {
	return /** @type {LocalizedString} */ (`Não avaliado`)
},
	notset1: () => {
	return /** @type {LocalizedString} */ (`Não definido`)
},
	notspecified1: () => {
	return /** @type {LocalizedString} */ (`Não especificado`)
},
	passwordreset1: () => {
	return /** @type {LocalizedString} */ (`A palavra-passe foi redefinida com sucesso!`)
},
	passwordsdonotmatch3: () => {
	return /** @type {LocalizedString} */ (`As palavras-passe não coincidem`)
},
	pastdue1: () => {
	return /** @type {LocalizedString} */ (`Em atraso`)
},
	performancesheetdownloaded2: () => {
	return /** @type {LocalizedString} */ (`Ficha de desempenho transferida com sucesso!`)
},
	portalwelcome1: () => {
	return /** @type {LocalizedString} */ (`escolha uma opção no menu para começar`)
},
	profileupdated1: () => {
	return /** @type {LocalizedString} */ (`Perfil atualizado com sucesso!`)
},
	recordattendancefailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível registar as presenças. Tente novamente.`)
},
	registrationsuccess1: () => {
	return /** @type {LocalizedString} */ (`Registo concluído! Inicie sessão para continuar.`)
},
	resetlinksent2: () => {
	return /** @type {LocalizedString} */ (`A ligação de redefinição foi enviada para o seu e-mail!`)
},
	resetpasswordbacktologin4: () => {
	return /** @type {LocalizedString} */ (`Voltar ao início de sessão`)
},
	resetpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmar nova palavra-passe`)
},
	resetpasswordfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível redefinir a palavra-passe. Tente novamente.`)
},
	resetpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`Nova palavra-passe`)
},
	resetpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Redefinir palavra-passe`)
},
	resetpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`A redefinir...`)
},
	resetpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Escolha uma nova palavra-passe para a sua conta.`)
},
	resetpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Redefinir palavra-passe`)
},
	scheduleliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível agendar a aula ao vivo. Tente novamente.`)
},
	scoreassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível avaliar o trabalho. Tente novamente.`)
},
	scorecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível avaliar o teste. Tente novamente.`)
},
	scorecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível avaliar a contribuição. Tente novamente.`)
},
	scorefinalwarning2: () => {
	return /** @type {LocalizedString} */ (`A avaliação do estudante não pode ser alterada depois de submetida!`)
},
	selectclassfirst2: () => {
	return /** @type {LocalizedString} */ (`Selecione primeiro uma aula`)
},
	selectcohortandloadstudents4: () => {
	return /** @type {LocalizedString} */ (`Selecione primeiro uma turma e carregue os dados dos estudantes.`)
},
	selectcohortfirst2: () => {
	return /** @type {LocalizedString} */ (`Selecione primeiro uma turma.`)
},
	selectcohortplaceholder2: () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma`)
},
	selectcohorttoviewassignments4: () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma para ver os trabalhos.`)
},
	selectcohorttoviewcbts4: () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma para ver os testes.`)
},
	selectcohorttoviewcontributions4: () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma para ver as contribuições.`)
},
	selectcohorttoviewstudents4: () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma para ver os estudantes.`)
},
	selectstudent1: () => {
	return /** @type {LocalizedString} */ (`Selecione um estudante`)
},
	selectstudentplaceholder2: () => {
	return /** @type {LocalizedString} */ (`Selecione um estudante`)
},
	sendresetlinkfailed3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível enviar a ligação de redefinição. Tente novamente.`)
},
	sessionexpired1: () => {
	return /** @type {LocalizedString} */ (`A sessão expirou. Inicie sessão novamente.`)
},
	setpasswordconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmar palavra-passe`)
},
	setpasswordpassword2: () => {
	return /** @type {LocalizedString} */ (`Palavra-passe`)
},
	setpasswordsubmit2: () => {
	return /** @type {LocalizedString} */ (`Definir palavra-passe`)
},
	setpasswordsubmitting2: () => {
	return /** @type {LocalizedString} */ (`A guardar...`)
},
	setpasswordsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Escolha uma palavra-passe para a sua nova conta.`)
},
	setpasswordtitle2: () => {
	return /** @type {LocalizedString} */ (`Defina a sua palavra-passe`)
},
	signupbirthday2: () => {
	return /** @type {LocalizedString} */ (`Data de nascimento`)
},
	signupcancel2: () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
},
	signupcohort2: () => {
	return /** @type {LocalizedString} */ (`Turma`)
},
	signupconfirmpassword3: () => {
	return /** @type {LocalizedString} */ (`Confirmar palavra-passe`)
},
	signupdocumenttitle3: () => {
	return /** @type {LocalizedString} */ (`Registo`)
},
	signupeditsubtitle3: () => {
	return /** @type {LocalizedString} */ (`Atualize as informações do seu perfil`)
},
	signupedittitle3: () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
},
	signupemail2: () => {
	return /** @type {LocalizedString} */ (`Endereço de e-mail`)
},
	signuphaveaccount3: () => {
	return /** @type {LocalizedString} */ (`Já tem uma conta?`)
},
	signuploadingoptions3: () => {
	return /** @type {LocalizedString} */ (`A carregar funções e turmas...`)
},
	signupname2: () => {
	return /** @type {LocalizedString} */ (`Nome completo`)
},
	signuppassword2: () => {
	return /** @type {LocalizedString} */ (`Palavra-passe`)
},
	signupphone2: () => {
	return /** @type {LocalizedString} */ (`Número de telefone`)
},
	signuprole2: () => {
	return /** @type {LocalizedString} */ (`Função`)
},
	signupsave2: () => {
	return /** @type {LocalizedString} */ (`Guardar alterações`)
},
	signupsaving2: () => {
	return /** @type {LocalizedString} */ (`A guardar alterações...`)
},
	signupselectcohort3: () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma`)
},
	signupselectrole3: () => {
	return /** @type {LocalizedString} */ (`Selecione uma função`)
},
	signupsignin3: () => {
	return /** @type {LocalizedString} */ (`Entrar`)
},
	signupsubmit2: () => {
	return /** @type {LocalizedString} */ (`Criar conta`)
},
	signupsubmitting2: () => {
	return /** @type {LocalizedString} */ (`A criar a conta...`)
},
	signupsubtitle2: () => {
	return /** @type {LocalizedString} */ (`Crie a sua conta`)
},
	signuptitle2: () => {
	return /** @type {LocalizedString} */ (`Bem-vindo`)
},
	somethingwentwrong2: () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro. Tente novamente.`)
},
	toomanyworkfiles3: (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Pode entregar no máximo ${i?.count} ficheiro.`);
	return /** @type {LocalizedString} */ (`Pode entregar no máximo ${i?.count} ficheiros.`)
	
},
	topiccreated1: () => {
	return /** @type {LocalizedString} */ (`Tema criado com sucesso!`)
},
	topicdeleted1: () => {
	return /** @type {LocalizedString} */ (`Tema eliminado com sucesso!`)
},
	topicupdated1: () => {
	return /** @type {LocalizedString} */ (`Tema atualizado com sucesso!`)
},
	unknownstudent1: () => {
	return /** @type {LocalizedString} */ (`Estudante desconhecido`)
},
	updateannouncementfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o aviso. Tente novamente.`)
},
	updateassignmentfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o trabalho. Tente novamente.`)
},
	updatecbtfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o teste. Tente novamente.`)
},
	updatecontributionfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar a contribuição. Tente novamente.`)
},
	updatecoursefailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o curso. Tente novamente.`)
},
	updateliveclassfailed3: () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar a aula ao vivo. Tente novamente.`)
},
	updatetopicfailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o tema. Tente novamente.`)
},
	uploadfilefailed2: () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o ficheiro. Tente novamente.`)
},
	usercreated1: () => {
	return /** @type {LocalizedString} */ (`Utilizador criado com sucesso`)
},
	userrolenotfound3: () => {
	return /** @type {LocalizedString} */ (`Função do utilizador não encontrada. Inicie sessão novamente.`)
},
	workhandedinsuccess3: () => {
	return /** @type {LocalizedString} */ (`Trabalho entregue com sucesso!`)
},
	workscoredlocked2: () => {
	return /** @type {LocalizedString} */ (`Avaliado — o seu trabalho já não pode ser alterado`)
},
	workstatushandedin3: () => {
	return /** @type {LocalizedString} */ (`entregue`)
},
	workstatuslate2: () => {
	return /** @type {LocalizedString} */ (`em atraso`)
},
	workstatusnothandedin4: () => {
	return /** @type {LocalizedString} */ (`não entregue`)
},
	workstatusscored2: () => {
	return /** @type {LocalizedString} */ (`avaliado`)
},
	workupdatedsuccess2: () => {
	return /** @type {LocalizedString} */ (`Trabalho atualizado com sucesso!`)
},
	yesdelete1: () => {
	return /** @type {LocalizedString} */ (`Sim, eliminar`)
},
	yeslogout1: () => {
	return /** @type {LocalizedString} */ (`Sim, terminar sessão`)
},
	yourscore1: (i) => {
	return /** @type {LocalizedString} */ (`A sua avaliação: ${i?.score}%`)
},
	zoomlinkunavailable2: () => {
	return /** @type {LocalizedString} */ (`Ligação Zoom indisponível para esta aula`)
},
};
