/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendancefinalwarning2Inputs */

const en_attendancefinalwarning2 = /** @type {(inputs: Attendancefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance cannot be changed after submission!`)
};

const fr_attendancefinalwarning2 = /** @type {(inputs: Attendancefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les présences ne peuvent plus être modifiées après l'envoi !`)
};

const es_attendancefinalwarning2 = /** @type {(inputs: Attendancefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡La asistencia no se puede cambiar después de enviarla!`)
};

const pt_attendancefinalwarning2 = /** @type {(inputs: Attendancefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As presenças não podem ser alteradas depois de submetidas!`)
};

const sw_attendancefinalwarning2 = /** @type {(inputs: Attendancefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahudhurio hayawezi kubadilishwa baada ya kuwasilishwa!`)
};

const ar_attendancefinalwarning2 = /** @type {(inputs: Attendancefinalwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن تغيير الحضور بعد الإرسال!`)
};

/**
* | output |
* | --- |
* | "Attendance cannot be changed after submission!" |
*
* @param {Attendancefinalwarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const attendancefinalwarning2 = /** @type {((inputs?: Attendancefinalwarning2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendancefinalwarning2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_attendancefinalwarning2(inputs)
	if (locale === "es") return es_attendancefinalwarning2(inputs)
	if (locale === "pt") return pt_attendancefinalwarning2(inputs)
	if (locale === "sw") return sw_attendancefinalwarning2(inputs)
	if (locale === "ar") return ar_attendancefinalwarning2(inputs)
	return en_attendancefinalwarning2(inputs)
});
export { attendancefinalwarning2 as "attendanceFinalWarning" }