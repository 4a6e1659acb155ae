/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcreated1Inputs */

const en_accountcreated1 = /** @type {(inputs: Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account created successfully!`)
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
const accountcreated1 = /** @type {((inputs?: Accountcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accountcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("accountcreated1", en_accountcreated1));
export { accountcreated1 as "accountCreated" }