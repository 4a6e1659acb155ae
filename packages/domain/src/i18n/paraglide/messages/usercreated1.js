/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usercreated1Inputs */

const en_usercreated1 = /** @type {(inputs: Usercreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User created successfully`)
};

const fr_usercreated1 = /** @type {(inputs: Usercreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur créé avec succès`)
};

const es_usercreated1 = /** @type {(inputs: Usercreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario creado correctamente`)
};

const pt_usercreated1 = /** @type {(inputs: Usercreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilizador criado com sucesso`)
};

const sw_usercreated1 = /** @type {(inputs: Usercreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtumiaji ameundwa`)
};

const ar_usercreated1 = /** @type {(inputs: Usercreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء المستخدم بنجاح`)
};

/**
* | output |
* | --- |
* | "User created successfully" |
*
* @param {Usercreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const usercreated1 = /** @type {((inputs?: Usercreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usercreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_usercreated1(inputs)
	if (locale === "es") return es_usercreated1(inputs)
	if (locale === "pt") return pt_usercreated1(inputs)
	if (locale === "sw") return sw_usercreated1(inputs)
	if (locale === "ar") return ar_usercreated1(inputs)
	return en_usercreated1(inputs)
});
export { usercreated1 as "userCreated" }