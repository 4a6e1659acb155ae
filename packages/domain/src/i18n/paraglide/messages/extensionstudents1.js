/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionstudents1Inputs */

const en_extensionstudents1 = /** @type {(inputs: Extensionstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students`)
};

/**
* | output |
* | --- |
* | "Students" |
*
* @param {Extensionstudents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionstudents1 = /** @type {((inputs?: Extensionstudents1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionstudents1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionstudents1", en_extensionstudents1));
export { extensionstudents1 as "extensionStudents" }