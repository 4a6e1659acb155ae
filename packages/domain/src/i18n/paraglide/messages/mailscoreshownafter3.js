/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Mailscoreshownafter3Inputs */

const en_mailscoreshownafter3 = /** @type {(inputs: Mailscoreshownafter3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`shown in the portal once the test has closed for everyone, after ${i?.date}`)
};

const fr_mailscoreshownafter3 = /** @type {(inputs: Mailscoreshownafter3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`visible dans le portail une fois le test clos pour tous, après le ${i?.date}`)
};

const es_mailscoreshownafter3 = /** @type {(inputs: Mailscoreshownafter3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`visible en el portal cuando la prueba se haya cerrado para todos, después del ${i?.date}`)
};

const pt_mailscoreshownafter3 = /** @type {(inputs: Mailscoreshownafter3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`visível no portal quando o teste estiver fechado para todos, depois de ${i?.date}`)
};

const sw_mailscoreshownafter3 = /** @type {(inputs: Mailscoreshownafter3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`itaonekana kwenye lango jaribio likishafungwa kwa wote, baada ya ${i?.date}`)
};

const ar_mailscoreshownafter3 = /** @type {(inputs: Mailscoreshownafter3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تظهر في البوابة بعد إغلاق الاختبار للجميع، بعد ${i?.date}`)
};

/**
* | output |
* | --- |
* | "shown in the portal once the test has closed for everyone, after {date}" |
*
* @param {Mailscoreshownafter3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoreshownafter3 = /** @type {((inputs: Mailscoreshownafter3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreshownafter3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailscoreshownafter3(inputs)
	if (locale === "es") return es_mailscoreshownafter3(inputs)
	if (locale === "pt") return pt_mailscoreshownafter3(inputs)
	if (locale === "sw") return sw_mailscoreshownafter3(inputs)
	if (locale === "ar") return ar_mailscoreshownafter3(inputs)
	return en_mailscoreshownafter3(inputs)
});
export { mailscoreshownafter3 as "mailScoreShownAfter" }