/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcreated1Inputs */

const en_accountcreated1 = /** @type {(inputs: Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account created successfully!`)
};

const fr_accountcreated1 = /** @type {(inputs: Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte créé avec succès !`)
};

const es_accountcreated1 = /** @type {(inputs: Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Cuenta creada correctamente!`)
};

const pt_accountcreated1 = /** @type {(inputs: Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta criada com sucesso!`)
};

const sw_accountcreated1 = /** @type {(inputs: Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti imefunguliwa!`)
};

const ar_accountcreated1 = /** @type {(inputs: Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الحساب بنجاح!`)
};

/**
* | output |
* | --- |
* | "Account created successfully!" |
*
* @param {Accountcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const accountcreated1 = /** @type {((inputs?: Accountcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accountcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_accountcreated1(inputs)
	if (locale === "es") return es_accountcreated1(inputs)
	if (locale === "pt") return pt_accountcreated1(inputs)
	if (locale === "sw") return sw_accountcreated1(inputs)
	if (locale === "ar") return ar_accountcreated1(inputs)
	return en_accountcreated1(inputs)
});
export { accountcreated1 as "accountCreated" }