/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Duetoday1Inputs */

const en_duetoday1 = /** @type {(inputs: Duetoday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

const fr_duetoday1 = /** @type {(inputs: Duetoday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À rendre aujourd'hui`)
};

const es_duetoday1 = /** @type {(inputs: Duetoday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence hoy`)
};

const pt_duetoday1 = /** @type {(inputs: Duetoday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega hoje`)
};

const sw_duetoday1 = /** @type {(inputs: Duetoday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwisho leo`)
};

const ar_duetoday1 = /** @type {(inputs: Duetoday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُسلَّم اليوم`)
};

/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Duetoday1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const duetoday1 = /** @type {((inputs?: Duetoday1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duetoday1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_duetoday1(inputs)
	if (locale === "es") return es_duetoday1(inputs)
	if (locale === "pt") return pt_duetoday1(inputs)
	if (locale === "sw") return sw_duetoday1(inputs)
	if (locale === "ar") return ar_duetoday1(inputs)
	return en_duetoday1(inputs)
});
export { duetoday1 as "dueToday" }