/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mailscoreviewinportal4Inputs */

const en_mailscoreviewinportal4 = /** @type {(inputs: Mailscoreviewinportal4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View it in the portal: ${i?.url}`)
};

const fr_mailscoreviewinportal4 = /** @type {(inputs: Mailscoreviewinportal4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consultez-la dans le portail : ${i?.url}`)
};

const es_mailscoreviewinportal4 = /** @type {(inputs: Mailscoreviewinportal4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Véala en el portal: ${i?.url}`)
};

const pt_mailscoreviewinportal4 = /** @type {(inputs: Mailscoreviewinportal4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veja-a no portal: ${i?.url}`)
};

const sw_mailscoreviewinportal4 = /** @type {(inputs: Mailscoreviewinportal4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iangalie kwenye lango: ${i?.url}`)
};

const ar_mailscoreviewinportal4 = /** @type {(inputs: Mailscoreviewinportal4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اطّلع عليها في البوابة: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "View it in the portal: {url}" |
*
* @param {Mailscoreviewinportal4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoreviewinportal4 = /** @type {((inputs: Mailscoreviewinportal4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreviewinportal4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailscoreviewinportal4(inputs)
	if (locale === "es") return es_mailscoreviewinportal4(inputs)
	if (locale === "pt") return pt_mailscoreviewinportal4(inputs)
	if (locale === "sw") return sw_mailscoreviewinportal4(inputs)
	if (locale === "ar") return ar_mailscoreviewinportal4(inputs)
	return en_mailscoreviewinportal4(inputs)
});
export { mailscoreviewinportal4 as "mailScoreViewInPortal" }