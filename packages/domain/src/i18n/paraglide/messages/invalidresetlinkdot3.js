/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invalidresetlinkdot3Inputs */

const en_invalidresetlinkdot3 = /** @type {(inputs: Invalidresetlinkdot3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid reset link.`)
};

/**
* | output |
* | --- |
* | "Invalid reset link." |
*
* @param {Invalidresetlinkdot3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const invalidresetlinkdot3 = /** @type {((inputs?: Invalidresetlinkdot3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invalidresetlinkdot3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("invalidresetlinkdot3", en_invalidresetlinkdot3));
export { invalidresetlinkdot3 as "invalidResetLinkDot" }