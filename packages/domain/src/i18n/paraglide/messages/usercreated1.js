/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usercreated1Inputs */

const en_usercreated1 = /** @type {(inputs: Usercreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User created successfully`)
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
const usercreated1 = /** @type {((inputs?: Usercreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usercreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("usercreated1", en_usercreated1));
export { usercreated1 as "userCreated" }