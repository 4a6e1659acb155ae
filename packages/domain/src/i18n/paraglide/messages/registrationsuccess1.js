/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registrationsuccess1Inputs */

const en_registrationsuccess1 = /** @type {(inputs: Registrationsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful! Please login to continue.`)
};

/**
* | output |
* | --- |
* | "Registration successful! Please login to continue." |
*
* @param {Registrationsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const registrationsuccess1 = /** @type {((inputs?: Registrationsuccess1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registrationsuccess1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("registrationsuccess1", en_registrationsuccess1));
export { registrationsuccess1 as "registrationSuccess" }