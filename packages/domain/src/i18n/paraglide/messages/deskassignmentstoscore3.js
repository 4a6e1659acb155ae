/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Deskassignmentstoscore3Inputs */

const en_deskassignmentstoscore3 = /** @type {(inputs: Deskassignmentstoscore3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} assignment to score`);
	return /** @type {LocalizedString} */ (`${i?.count} assignments to score`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} assignment to score" |
* | * | "{count} assignments to score" |
*
* @param {Deskassignmentstoscore3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deskassignmentstoscore3 = /** @type {((inputs: Deskassignmentstoscore3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deskassignmentstoscore3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deskassignmentstoscore3", en_deskassignmentstoscore3));
export { deskassignmentstoscore3 as "deskAssignmentsToScore" }