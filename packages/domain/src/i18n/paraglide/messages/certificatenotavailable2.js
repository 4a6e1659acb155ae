/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Certificatenotavailable2Inputs */

const en_certificatenotavailable2 = /** @type {(inputs: Certificatenotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your certificate will be available once every course of your cohort has ended.`)
};

/**
* | output |
* | --- |
* | "Your certificate will be available once every course of your cohort has ended." |
*
* @param {Certificatenotavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const certificatenotavailable2 = /** @type {((inputs?: Certificatenotavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Certificatenotavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("certificatenotavailable2", en_certificatenotavailable2));
export { certificatenotavailable2 as "certificateNotAvailable" }