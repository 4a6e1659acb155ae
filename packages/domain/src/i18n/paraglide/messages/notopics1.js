/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notopics1Inputs */

const en_notopics1 = /** @type {(inputs: Notopics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No topics have been added to this course yet.`)
};

/**
* | output |
* | --- |
* | "No topics have been added to this course yet." |
*
* @param {Notopics1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notopics1 = /** @type {((inputs?: Notopics1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notopics1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("notopics1", en_notopics1));
export { notopics1 as "noTopics" }