/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailinvitationsubject2Inputs */

const en_mailinvitationsubject2 = /** @type {(inputs: Mailinvitationsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your CLA Portal account`)
};

const fr_mailinvitationsubject2 = /** @type {(inputs: Mailinvitationsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte du portail CLA`)
};

const es_mailinvitationsubject2 = /** @type {(inputs: Mailinvitationsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su cuenta del Portal CLA`)
};

const pt_mailinvitationsubject2 = /** @type {(inputs: Mailinvitationsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta do Portal CLA`)
};

const sw_mailinvitationsubject2 = /** @type {(inputs: Mailinvitationsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako ya Lango la CLA`)
};

const ar_mailinvitationsubject2 = /** @type {(inputs: Mailinvitationsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسابك في بوابة CLA`)
};

/**
* | output |
* | --- |
* | "Your CLA Portal account" |
*
* @param {Mailinvitationsubject2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailinvitationsubject2 = /** @type {((inputs?: Mailinvitationsubject2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailinvitationsubject2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailinvitationsubject2(inputs)
	if (locale === "es") return es_mailinvitationsubject2(inputs)
	if (locale === "pt") return pt_mailinvitationsubject2(inputs)
	if (locale === "sw") return sw_mailinvitationsubject2(inputs)
	if (locale === "ar") return ar_mailinvitationsubject2(inputs)
	return en_mailinvitationsubject2(inputs)
});
export { mailinvitationsubject2 as "mailInvitationSubject" }