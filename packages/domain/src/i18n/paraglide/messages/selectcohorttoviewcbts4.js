/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewcbts4Inputs */

const en_selectcohorttoviewcbts4 = /** @type {(inputs: Selectcohorttoviewcbts4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view cbts.`)
};

const fr_selectcohorttoviewcbts4 = /** @type {(inputs: Selectcohorttoviewcbts4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une promotion pour voir les tests.`)
};

const es_selectcohorttoviewcbts4 = /** @type {(inputs: Selectcohorttoviewcbts4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte para ver las pruebas.`)
};

const pt_selectcohorttoviewcbts4 = /** @type {(inputs: Selectcohorttoviewcbts4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma para ver os testes.`)
};

const sw_selectcohorttoviewcbts4 = /** @type {(inputs: Selectcohorttoviewcbts4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi ili uone majaribio.`)
};

const ar_selectcohorttoviewcbts4 = /** @type {(inputs: Selectcohorttoviewcbts4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة لعرض الاختبارات.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view cbts." |
*
* @param {Selectcohorttoviewcbts4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewcbts4 = /** @type {((inputs?: Selectcohorttoviewcbts4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewcbts4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectcohorttoviewcbts4(inputs)
	if (locale === "es") return es_selectcohorttoviewcbts4(inputs)
	if (locale === "pt") return pt_selectcohorttoviewcbts4(inputs)
	if (locale === "sw") return sw_selectcohorttoviewcbts4(inputs)
	if (locale === "ar") return ar_selectcohorttoviewcbts4(inputs)
	return en_selectcohorttoviewcbts4(inputs)
});
export { selectcohorttoviewcbts4 as "selectCohortToViewCbts" }