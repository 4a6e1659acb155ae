/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profileupdated1Inputs */

const en_profileupdated1 = /** @type {(inputs: Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile updated successfully!`)
};

/**
* | output |
* | --- |
* | "Profile updated successfully!" |
*
* @param {Profileupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const profileupdated1 = /** @type {((inputs?: Profileupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profileupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("profileupdated1", en_profileupdated1));
export { profileupdated1 as "profileUpdated" }