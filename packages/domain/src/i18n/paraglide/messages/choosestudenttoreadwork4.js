/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Choosestudenttoreadwork4Inputs */

const en_choosestudenttoreadwork4 = /** @type {(inputs: Choosestudenttoreadwork4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a student to read their work.`)
};

/**
* | output |
* | --- |
* | "Choose a student to read their work." |
*
* @param {Choosestudenttoreadwork4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const choosestudenttoreadwork4 = /** @type {((inputs?: Choosestudenttoreadwork4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choosestudenttoreadwork4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("choosestudenttoreadwork4", en_choosestudenttoreadwork4));
export { choosestudenttoreadwork4 as "chooseStudentToReadWork" }