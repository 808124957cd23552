// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
import func1_module from "ajv/dist/runtime/ucs2length.js";
import func0_module from "ajv/dist/runtime/equal.js";
const BOTHY_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2})(?::(\d{2})|(\d{2}))?)$/;
/** RFC 3339 date-time (5.6, 5.7), with the extensions and limits of codegen/src/formats.ts (D373). */
function bothyDateTime(s) {
  const m = BOTHY_DATE_TIME.exec(s);
  if (m === null) return false;
  const year = +m[1], month = +m[2], day = +m[3], hour = +m[4], minute = +m[5], second = +m[6];
  const offsetHour = m[8] === undefined ? 0 : +m[8];
  const offsetMinute = +(m[9] ?? m[10] ?? 0);
  // 31 days in odd months up to July and in even months from August; February by Appendix C.
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : 30 + ((month + (month >> 3)) & 1);
  if (month < 1 || month > 12 || day < 1 || day > days) return false;
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  // A leap second: local time less the offset must be 23:59 UTC, on this day or the one before.
  const utcMinutes = hour * 60 + minute - (m[7] === "-" ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  return (utcMinutes + 1440) % 1440 === 1439;
}
/** ajv's message of an error, from its keyword and params (codegen/src/validators.ts). */
function bothyMessage(e) {
  const p = e.params, k = e.keyword;
  switch (k) {
    case "type": return "must be " + p.type;
    case "required": return "must have required property '" + p.missingProperty + "'";
    case "additionalProperties": return "must NOT have additional properties";
    case "const": return "must be equal to constant";
    case "enum": return "must be equal to one of the allowed values";
    case "format": return 'must match format "' + p.format + '"';
    case "pattern": return 'must match pattern "' + p.pattern + '"';
    case "minimum": case "maximum": case "exclusiveMinimum": case "exclusiveMaximum": return "must be " + p.comparison + " " + p.limit;
    case "minLength": case "maxLength": return "must NOT have " + (k === "maxLength" ? "more" : "fewer") + " than " + p.limit + " characters";
    case "minItems": case "maxItems": return "must NOT have " + (k === "maxItems" ? "more" : "fewer") + " than " + p.limit + " items";
    case "minProperties": case "maxProperties": return "must NOT have " + (k === "maxProperties" ? "more" : "fewer") + " than " + p.limit + " properties";
    case "uniqueItems": return "must NOT have duplicate items (items ## " + p.j + " and " + p.i + " are identical)";
    case "oneOf": return "must match exactly one schema in oneOf";
    case "anyOf": return "must match a schema in anyOf";
    case "not": return "must NOT be valid";
    case "if": return 'must match "' + p.failingKeyword + '" schema';
    case "discriminator": return p.error === "tag" ? 'tag "' + p.tag + '" must be string' : 'value of tag "' + p.tag + '" must be in oneOf';
    case "false schema": return "boolean schema is false";
  }
  return 'must pass "' + k + '" keyword validation';
}

/** The exported validator: ajv's, with the message of each error. */
function withMessages(validate) {
  const v = (data, context) => {
    const valid = validate(data, context);
    v.errors = validate.errors && validate.errors.map((e) => ({ ...e, message: bothyMessage(e) }));
    return valid;
  };
  return v;
}

export const ServerFrame = /*#__PURE__*/ withMessages(validate53);
const func1 = typeof func1_module === "function" ? func1_module : func1_module.default;
const formats0 = bothyDateTime;

function validate55(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats0(data))){
validate55.errors = [{instancePath,keyword:"format",params:{format: "date-time"}}];
return false;
}
}
else {
validate55.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
}
validate55.errors = vErrors;
return errors === 0;
}

const formats2 = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern3 = /*#__PURE__*/ new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-7[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$", "u");

function validate57(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate57.errors = [{instancePath,keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-7[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"}}];
return false;
}
else {
if(!(formats2.test(data))){
validate57.errors = [{instancePath,keyword:"format",params:{format: "uuid"}}];
return false;
}
}
}
else {
validate57.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
}
validate57.errors = vErrors;
return errors === 0;
}


function validate54(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate54.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate54.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("hello" !== data0){
validate54.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "hello"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((((data1.heartbeat_interval_ms === undefined) && (missing1 = "heartbeat_interval_ms")) || ((data1.resume_window_ms === undefined) && (missing1 = "resume_window_ms"))) || ((data1.protocol_versions === undefined) && (missing1 = "protocol_versions"))) || ((data1.dpop_nonce === undefined) && (missing1 = "dpop_nonce"))) || ((data1.server_time === undefined) && (missing1 = "server_time"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate54.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((((((key1 === "heartbeat_interval_ms") || (key1 === "resume_window_ms")) || (key1 === "protocol_versions")) || (key1 === "dpop_nonce")) || (key1 === "server_time")) || (key1 === "sync_epoch"))){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.heartbeat_interval_ms !== undefined){
let data2 = data1.heartbeat_interval_ms;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate54.errors = [{instancePath:instancePath+"/d/heartbeat_interval_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate54.errors = [{instancePath:instancePath+"/d/heartbeat_interval_ms",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.resume_window_ms !== undefined){
let data3 = data1.resume_window_ms;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate54.errors = [{instancePath:instancePath+"/d/resume_window_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate54.errors = [{instancePath:instancePath+"/d/resume_window_ms",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.protocol_versions !== undefined){
let data4 = data1.protocol_versions;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
if(data4.length < 1){
validate54.errors = [{instancePath:instancePath+"/d/protocol_versions",keyword:"minItems",params:{limit: 1}}];
return false;
}
else {
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate54.errors = [{instancePath:instancePath+"/d/protocol_versions/" + i0,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
validate54.errors = [{instancePath:instancePath+"/d/protocol_versions/" + i0,keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/d/protocol_versions",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.dpop_nonce !== undefined){
let data6 = data1.dpop_nonce;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func1(data6) < 1){
validate54.errors = [{instancePath:instancePath+"/d/dpop_nonce",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/d/dpop_nonce",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.server_time !== undefined){
const _errs17 = errors;
if(!(validate55(data1.server_time, {instancePath:instancePath+"/d/server_time"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs18 = errors;
if(!(validate57(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate54.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}

const schema24_5 = {"gateway_session_id":true,"principal":true,"device_id":true,"consumer":true,"permission_version":true,"head_seq":true,"sync_epoch":true,"snapshot":true,"snapshot_too_large":true};
const func2 = Object.prototype.hasOwnProperty;

function validate60(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats2.test(data))){
validate60.errors = [{instancePath,keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate60.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
}
validate60.errors = vErrors;
return errors === 0;
}

const schema27_0 = ["user","agent","app"];

function validate64(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate64.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "user") || (data === "agent")) || (data === "app"))){
validate64.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema27_0}}];
return false;
}
validate64.errors = vErrors;
return errors === 0;
}


function validate62(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.kind === undefined) && (missing0 = "kind"))){
validate62.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "id") || (key0 === "kind"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
const _errs3 = errors;
if(!(validate64(data.kind, {instancePath:instancePath+"/kind"}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate62.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}


function validate68(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate68.errors = [{instancePath,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
validate68.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
validate68.errors = vErrors;
return errors === 0;
}

const schema29_3 = {"head_seq":true,"sync_epoch":true,"permission_version":true,"spaces":true,"channels":true,"sidebar":true,"read_states":true,"active_runs":true,"agent_presence":true,"drafts":true,"settings_version":true,"feature_flags":true,"notification_prefs_version":true,"quiet_hours_version":true};
const schema29_4 = ["online","degraded","offline"];

function validate76(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate76.errors = [{instancePath,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data < 1 || isNaN(data)){
validate76.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
validate76.errors = vErrors;
return errors === 0;
}


function validate74(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.archived === undefined) && (missing0 = "archived"))) || ((data.version === undefined) && (missing0 = "version"))){
validate74.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "name")) || (key0 === "archived")) || (key0 === "version"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate74.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived !== undefined){
const _errs5 = errors;
if(typeof data.archived !== "boolean"){
validate74.errors = [{instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs7 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate74.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}

const schema32_1 = ["text","forum"];

function validate79(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.space_id === undefined) && (missing0 = "space_id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.read_only === undefined) && (missing0 = "read_only"))) || ((data.archived === undefined) && (missing0 = "archived"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.settings_version === undefined) && (missing0 = "settings_version"))){
validate79.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "space_id")) || (key0 === "name")) || (key0 === "kind")) || (key0 === "read_only")) || (key0 === "archived")) || (key0 === "version")) || (key0 === "settings_version"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.space_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate79.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data3 = data.kind;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate79.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data3 === "text") || (data3 === "forum"))){
validate79.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema32_1}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read_only !== undefined){
const _errs8 = errors;
if(typeof data.read_only !== "boolean"){
validate79.errors = [{instancePath:instancePath+"/read_only",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived !== undefined){
const _errs10 = errors;
if(typeof data.archived !== "boolean"){
validate79.errors = [{instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs12 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings_version !== undefined){
let data7 = data.settings_version;
const _errs13 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate79.errors = [{instancePath:instancePath+"/settings_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs13){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate79.errors = [{instancePath:instancePath+"/settings_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate79.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}


function validate87(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.last_read_seq === undefined) && (missing0 = "last_read_seq"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.unread_count === undefined) && (missing0 = "unread_count"))) || ((data.mention_count === undefined) && (missing0 = "mention_count"))){
validate87.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "thread_id") || (key0 === "last_read_seq")) || (key0 === "version")) || (key0 === "unread_count")) || (key0 === "mention_count"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_read_seq !== undefined){
let data1 = data.last_read_seq;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate87.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate87.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data2 = data.version;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate87.errors = [{instancePath:instancePath+"/version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate87.errors = [{instancePath:instancePath+"/version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unread_count !== undefined){
let data3 = data.unread_count;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate87.errors = [{instancePath:instancePath+"/unread_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate87.errors = [{instancePath:instancePath+"/unread_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_count !== undefined){
let data4 = data.mention_count;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate87.errors = [{instancePath:instancePath+"/mention_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate87.errors = [{instancePath:instancePath+"/mention_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate87.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}

const schema34_2 = ["queued","running","waiting_input","completed","failed","cancelled"];

function validate93(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate93.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((data === "queued") || (data === "running")) || (data === "waiting_input")) || (data === "completed")) || (data === "failed")) || (data === "cancelled"))){
validate93.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema34_2}}];
return false;
}
validate93.errors = vErrors;
return errors === 0;
}


function validate71(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.head_seq === undefined) && (missing0 = "head_seq")) || ((data.sync_epoch === undefined) && (missing0 = "sync_epoch"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))) || ((data.spaces === undefined) && (missing0 = "spaces"))) || ((data.channels === undefined) && (missing0 = "channels"))) || ((data.sidebar === undefined) && (missing0 = "sidebar"))) || ((data.read_states === undefined) && (missing0 = "read_states"))) || ((data.active_runs === undefined) && (missing0 = "active_runs"))) || ((data.agent_presence === undefined) && (missing0 = "agent_presence"))) || ((data.drafts === undefined) && (missing0 = "drafts"))) || ((data.settings_version === undefined) && (missing0 = "settings_version"))) || ((data.feature_flags === undefined) && (missing0 = "feature_flags"))){
validate71.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema29_3, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.head_seq !== undefined){
const _errs2 = errors;
if(!(validate68(data.head_seq, {instancePath:instancePath+"/head_seq"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs3 = errors;
if(!(validate57(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permission_version !== undefined){
let data2 = data.permission_version;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate71.errors = [{instancePath:instancePath+"/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate71.errors = [{instancePath:instancePath+"/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spaces !== undefined){
let data3 = data.spaces;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate74(data3[i0], {instancePath:instancePath+"/spaces/" + i0}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/spaces",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data5 = data.channels;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data5)){
var valid2 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs11 = errors;
if(!(validate79(data5[i1], {instancePath:instancePath+"/channels/" + i1}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/channels",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sidebar !== undefined){
let data7 = data.sidebar;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data7)){
var valid3 = true;
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
let data8 = data7[i2];
const _errs14 = errors;
if(errors === _errs14){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((data8.space_id === undefined) && (missing1 = "space_id")) || ((data8.version === undefined) && (missing1 = "version"))) || ((data8.collapsed === undefined) && (missing1 = "collapsed"))) || ((data8.channel_order === undefined) && (missing1 = "channel_order"))){
validate71.errors = [{instancePath:instancePath+"/sidebar/" + i2,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs16 = errors;
for(const key1 in data8){
if(!((((key1 === "space_id") || (key1 === "version")) || (key1 === "collapsed")) || (key1 === "channel_order"))){
delete data8[key1];
}
}
if(_errs16 === errors){
if(data8.space_id !== undefined){
const _errs17 = errors;
if(!(validate60(data8.space_id, {instancePath:instancePath+"/sidebar/" + i2+"/space_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.version !== undefined){
const _errs18 = errors;
if(!(validate76(data8.version, {instancePath:instancePath+"/sidebar/" + i2+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.collapsed !== undefined){
const _errs19 = errors;
if(typeof data8.collapsed !== "boolean"){
validate71.errors = [{instancePath:instancePath+"/sidebar/" + i2+"/collapsed",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.channel_order !== undefined){
let data12 = data8.channel_order;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data12)){
var valid5 = true;
const len3 = data12.length;
for(let i3=0; i3<len3; i3++){
const _errs23 = errors;
if(!(validate60(data12[i3], {instancePath:instancePath+"/sidebar/" + i2+"/channel_order/" + i3}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
if(!valid5){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/sidebar/" + i2+"/channel_order",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/sidebar/" + i2,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/sidebar",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read_states !== undefined){
let data14 = data.read_states;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data14)){
var valid6 = true;
const len4 = data14.length;
for(let i4=0; i4<len4; i4++){
const _errs26 = errors;
if(!(validate87(data14[i4], {instancePath:instancePath+"/read_states/" + i4}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid6 = _errs26 === errors;
if(!valid6){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/read_states",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active_runs !== undefined){
let data16 = data.active_runs;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data16)){
var valid7 = true;
const len5 = data16.length;
for(let i5=0; i5<len5; i5++){
let data17 = data16[i5];
const _errs29 = errors;
if(errors === _errs29){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if((((((data17.run_id === undefined) && (missing2 = "run_id")) || ((data17.thread_id === undefined) && (missing2 = "thread_id"))) || ((data17.agent_id === undefined) && (missing2 = "agent_id"))) || ((data17.state === undefined) && (missing2 = "state"))) || ((data17.version === undefined) && (missing2 = "version"))){
validate71.errors = [{instancePath:instancePath+"/active_runs/" + i5,keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
const _errs31 = errors;
for(const key2 in data17){
if(!(((((key2 === "run_id") || (key2 === "thread_id")) || (key2 === "agent_id")) || (key2 === "state")) || (key2 === "version"))){
delete data17[key2];
}
}
if(_errs31 === errors){
if(data17.run_id !== undefined){
const _errs32 = errors;
if(!(validate60(data17.run_id, {instancePath:instancePath+"/active_runs/" + i5+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.thread_id !== undefined){
const _errs33 = errors;
if(!(validate60(data17.thread_id, {instancePath:instancePath+"/active_runs/" + i5+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid8 = _errs33 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.agent_id !== undefined){
const _errs34 = errors;
if(!(validate60(data17.agent_id, {instancePath:instancePath+"/active_runs/" + i5+"/agent_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid8 = _errs34 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.state !== undefined){
const _errs35 = errors;
if(!(validate93(data17.state, {instancePath:instancePath+"/active_runs/" + i5+"/state"}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var valid8 = _errs35 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.version !== undefined){
const _errs36 = errors;
if(!(validate76(data17.version, {instancePath:instancePath+"/active_runs/" + i5+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid8 = _errs36 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/active_runs/" + i5,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid7 = _errs29 === errors;
if(!valid7){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/active_runs",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_presence !== undefined){
let data23 = data.agent_presence;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data23)){
var valid9 = true;
const len6 = data23.length;
for(let i6=0; i6<len6; i6++){
let data24 = data23[i6];
const _errs39 = errors;
if(errors === _errs39){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing3;
if(((data24.agent_id === undefined) && (missing3 = "agent_id")) || ((data24.state === undefined) && (missing3 = "state"))){
validate71.errors = [{instancePath:instancePath+"/agent_presence/" + i6,keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
const _errs41 = errors;
for(const key3 in data24){
if(!((key3 === "agent_id") || (key3 === "state"))){
delete data24[key3];
}
}
if(_errs41 === errors){
if(data24.agent_id !== undefined){
const _errs42 = errors;
if(!(validate60(data24.agent_id, {instancePath:instancePath+"/agent_presence/" + i6+"/agent_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid10 = _errs42 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.state !== undefined){
let data26 = data24.state;
const _errs43 = errors;
if(typeof data26 !== "string"){
validate71.errors = [{instancePath:instancePath+"/agent_presence/" + i6+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data26 === "online") || (data26 === "degraded")) || (data26 === "offline"))){
validate71.errors = [{instancePath:instancePath+"/agent_presence/" + i6+"/state",keyword:"enum",params:{allowedValues: schema29_4}}];
return false;
}
var valid10 = _errs43 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/agent_presence/" + i6,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid9 = _errs39 === errors;
if(!valid9){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/agent_presence",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.drafts !== undefined){
let data27 = data.drafts;
const _errs45 = errors;
if(errors === _errs45){
if(Array.isArray(data27)){
var valid11 = true;
const len7 = data27.length;
for(let i7=0; i7<len7; i7++){
let data28 = data27[i7];
const _errs47 = errors;
if(errors === _errs47){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing4;
if(((data28.thread_id === undefined) && (missing4 = "thread_id")) || ((data28.version === undefined) && (missing4 = "version"))){
validate71.errors = [{instancePath:instancePath+"/drafts/" + i7,keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
const _errs49 = errors;
for(const key4 in data28){
if(!((key4 === "thread_id") || (key4 === "version"))){
delete data28[key4];
}
}
if(_errs49 === errors){
if(data28.thread_id !== undefined){
const _errs50 = errors;
if(!(validate60(data28.thread_id, {instancePath:instancePath+"/drafts/" + i7+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid12 = _errs50 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data28.version !== undefined){
const _errs51 = errors;
if(!(validate76(data28.version, {instancePath:instancePath+"/drafts/" + i7+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid12 = _errs51 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/drafts/" + i7,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid11 = _errs47 === errors;
if(!valid11){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/drafts",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings_version !== undefined){
let data31 = data.settings_version;
const _errs52 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
validate71.errors = [{instancePath:instancePath+"/settings_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs52){
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
validate71.errors = [{instancePath:instancePath+"/settings_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feature_flags !== undefined){
let data32 = data.feature_flags;
const _errs54 = errors;
if(errors === _errs54){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key5 in data32){
const _errs57 = errors;
if(typeof data32[key5] !== "boolean"){
validate71.errors = [{instancePath:instancePath+"/feature_flags/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid13 = _errs57 === errors;
if(!valid13){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/feature_flags",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notification_prefs_version !== undefined){
let data34 = data.notification_prefs_version;
const _errs59 = errors;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
validate71.errors = [{instancePath:instancePath+"/notification_prefs_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs59){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate71.errors = [{instancePath:instancePath+"/notification_prefs_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quiet_hours_version !== undefined){
let data35 = data.quiet_hours_version;
const _errs61 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate71.errors = [{instancePath:instancePath+"/quiet_hours_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs61){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate71.errors = [{instancePath:instancePath+"/quiet_hours_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate71.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate59.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate59.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("ready" !== data0){
validate59.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "ready"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((((data1.gateway_session_id === undefined) && (missing1 = "gateway_session_id")) || ((data1.principal === undefined) && (missing1 = "principal"))) || ((data1.permission_version === undefined) && (missing1 = "permission_version"))) || ((data1.head_seq === undefined) && (missing1 = "head_seq"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate59.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(func2.call(schema24_5, key1))){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.gateway_session_id !== undefined){
const _errs7 = errors;
if(!(validate60(data1.gateway_session_id, {instancePath:instancePath+"/d/gateway_session_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.principal !== undefined){
const _errs8 = errors;
if(!(validate62(data1.principal, {instancePath:instancePath+"/d/principal"}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.device_id !== undefined){
const _errs9 = errors;
if(!(validate60(data1.device_id, {instancePath:instancePath+"/d/device_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.consumer !== undefined){
const _errs10 = errors;
if(typeof data1.consumer !== "string"){
validate59.errors = [{instancePath:instancePath+"/d/consumer",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.permission_version !== undefined){
let data6 = data1.permission_version;
const _errs12 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate59.errors = [{instancePath:instancePath+"/d/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate59.errors = [{instancePath:instancePath+"/d/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.head_seq !== undefined){
const _errs14 = errors;
if(!(validate68(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs15 = errors;
if(!(validate57(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.snapshot !== undefined){
const _errs16 = errors;
if(!(validate71(data1.snapshot, {instancePath:instancePath+"/d/snapshot"}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.snapshot_too_large !== undefined){
let data10 = data1.snapshot_too_large;
const _errs17 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate59.errors = [{instancePath:instancePath+"/d/snapshot_too_large",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs17){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
validate59.errors = [{instancePath:instancePath+"/d/snapshot_too_large",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate59.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}


function validate100(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate100.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate100.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("resumed" !== data0){
validate100.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "resumed"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.gateway_session_id === undefined) && (missing1 = "gateway_session_id")) || ((data1.head_seq === undefined) && (missing1 = "head_seq"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate100.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(((key1 === "gateway_session_id") || (key1 === "head_seq")) || (key1 === "sync_epoch"))){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.gateway_session_id !== undefined){
const _errs7 = errors;
if(!(validate60(data1.gateway_session_id, {instancePath:instancePath+"/d/gateway_session_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.head_seq !== undefined){
const _errs8 = errors;
if(!(validate68(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs9 = errors;
if(!(validate57(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate100.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}

const schema39_7 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"redelivered":true,"sync_epoch":true};

function validate110(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate110.errors = [{instancePath,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data < 1 || isNaN(data)){
validate110.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
validate110.errors = vErrors;
return errors === 0;
}

const schema42_6 = ["user","agent","app","system"];

function validate113(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate113.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate113.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data0 === "user") || (data0 === "agent")) || (data0 === "app")) || (data0 === "system"))){
validate113.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema42_6}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate113.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}


function validate116(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "space_id") || (key0 === "channel_id")) || (key0 === "thread_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.space_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate116.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}

const pattern4 = /*#__PURE__*/ new RegExp("^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$", "u");

function validate108(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate57(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seq !== undefined){
const _errs2 = errors;
if(!(validate110(data.seq, {instancePath:instancePath+"/seq"}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.occurred_at !== undefined){
const _errs3 = errors;
if(!(validate55(data.occurred_at, {instancePath:instancePath+"/occurred_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
const _errs4 = errors;
if(!(validate113(data.actor, {instancePath:instancePath+"/actor"}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs5 = errors;
if(!(validate116(data.scope, {instancePath:instancePath+"/scope"}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.audience !== undefined){
let data5 = data.audience;
const _errs6 = errors;
if(typeof data5 !== "string"){
validate108.errors = [{instancePath:instancePath+"/audience",keyword:"type",params:{type: "string"}}];
return false;
}
if("self" !== data5){
validate108.errors = [{instancePath:instancePath+"/audience",keyword:"const",params:{allowedValue: "self"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redacted !== undefined){
const _errs8 = errors;
if(typeof data.redacted !== "boolean"){
validate108.errors = [{instancePath:instancePath+"/redacted",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.truncated !== undefined){
const _errs10 = errors;
if(typeof data.truncated !== "boolean"){
validate108.errors = [{instancePath:instancePath+"/truncated",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.correlation_id !== undefined){
const _errs12 = errors;
if(!(validate60(data.correlation_id, {instancePath:instancePath+"/correlation_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trace_context !== undefined){
let data9 = data.trace_context;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
validate108.errors = [{instancePath:instancePath+"/trace_context",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"}}];
return false;
}
}
else {
validate108.errors = [{instancePath:instancePath+"/trace_context",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_msg_id !== undefined){
const _errs15 = errors;
if(!(validate57(data.client_msg_id, {instancePath:instancePath+"/client_msg_id"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permission_version !== undefined){
let data11 = data.permission_version;
const _errs16 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate108.errors = [{instancePath:instancePath+"/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs16){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate108.errors = [{instancePath:instancePath+"/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invocation_token !== undefined){
let data12 = data.invocation_token;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data12 === "string"){
if(func1(data12) < 1){
validate108.errors = [{instancePath:instancePath+"/invocation_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate108.errors = [{instancePath:instancePath+"/invocation_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redelivered !== undefined){
const _errs20 = errors;
if(typeof data.redelivered !== "boolean"){
validate108.errors = [{instancePath:instancePath+"/redelivered",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs22 = errors;
if(!(validate57(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate108.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}


function validate107(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate107.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema39_7, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate107.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate107.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate107.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate107.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate107.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate107.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate76(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate107.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}

const schema46_8 = {"id":true,"thread_id":true,"channel_id":true,"thread_seq":true,"author":true,"origin":true,"kind":true,"content_md":true,"version":true,"created_at":true,"edited_at":true,"deleted_at":true,"reply_to_id":true,"client_msg_id":true,"trigger_state":true,"trigger_state_reason":true,"attachments":true,"mention_ids":true,"components":true,"reactions":true,"pinned":true};
const schema46_9 = ["human","agent","app","import","system"];
const schema46_10 = ["text","system"];
const schema46_11 = ["received","queued","working","followup_delivered","done","failed","cancelled"];

function validate140(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.file_id === undefined) && (missing0 = "file_id")){
validate140.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "file_id")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.file_id !== undefined){
if(!(validate60(data.file_id, {instancePath:instancePath+"/file_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate140.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate140.errors = vErrors;
return errors === 0;
}


function validate144(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.emoji === undefined) && (missing0 = "emoji")) || ((data.count === undefined) && (missing0 = "count"))){
validate144.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "emoji") || (key0 === "count"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.emoji !== undefined){
const _errs2 = errors;
if(typeof data.emoji !== "string"){
validate144.errors = [{instancePath:instancePath+"/emoji",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data1 = data.count;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate144.errors = [{instancePath:instancePath+"/count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate144.errors = [{instancePath:instancePath+"/count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate144.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate144.errors = vErrors;
return errors === 0;
}


function validate129(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.thread_seq === undefined) && (missing0 = "thread_seq"))) || ((data.author === undefined) && (missing0 = "author"))) || ((data.origin === undefined) && (missing0 = "origin"))) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.content_md === undefined) && (missing0 = "content_md"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate129.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema46_8, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_seq !== undefined){
let data3 = data.thread_seq;
const _errs5 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate129.errors = [{instancePath:instancePath+"/thread_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate129.errors = [{instancePath:instancePath+"/thread_seq",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.author !== undefined){
const _errs7 = errors;
if(!(validate62(data.author, {instancePath:instancePath+"/author"}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.origin !== undefined){
let data5 = data.origin;
const _errs8 = errors;
if(typeof data5 !== "string"){
validate129.errors = [{instancePath:instancePath+"/origin",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data5 === "human") || (data5 === "agent")) || (data5 === "app")) || (data5 === "import")) || (data5 === "system"))){
validate129.errors = [{instancePath:instancePath+"/origin",keyword:"enum",params:{allowedValues: schema46_9}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data6 = data.kind;
const _errs10 = errors;
if(typeof data6 !== "string"){
validate129.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data6 === "text") || (data6 === "system"))){
validate129.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema46_10}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_md !== undefined){
const _errs12 = errors;
if(typeof data.content_md !== "string"){
validate129.errors = [{instancePath:instancePath+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs14 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs15 = errors;
if(!(validate55(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.edited_at !== undefined){
const _errs16 = errors;
if(!(validate55(data.edited_at, {instancePath:instancePath+"/edited_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted_at !== undefined){
const _errs17 = errors;
if(!(validate55(data.deleted_at, {instancePath:instancePath+"/deleted_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reply_to_id !== undefined){
const _errs18 = errors;
if(!(validate60(data.reply_to_id, {instancePath:instancePath+"/reply_to_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_msg_id !== undefined){
const _errs19 = errors;
if(!(validate57(data.client_msg_id, {instancePath:instancePath+"/client_msg_id"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_state !== undefined){
let data14 = data.trigger_state;
const _errs20 = errors;
if(typeof data14 !== "string"){
validate129.errors = [{instancePath:instancePath+"/trigger_state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((data14 === "received") || (data14 === "queued")) || (data14 === "working")) || (data14 === "followup_delivered")) || (data14 === "done")) || (data14 === "failed")) || (data14 === "cancelled"))){
validate129.errors = [{instancePath:instancePath+"/trigger_state",keyword:"enum",params:{allowedValues: schema46_11}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_state_reason !== undefined){
const _errs22 = errors;
if(typeof data.trigger_state_reason !== "string"){
validate129.errors = [{instancePath:instancePath+"/trigger_state_reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attachments !== undefined){
let data16 = data.attachments;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data16)){
var valid1 = true;
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
const _errs26 = errors;
if(!(validate140(data16[i0], {instancePath:instancePath+"/attachments/" + i0}))){
vErrors = vErrors === null ? validate140.errors : vErrors.concat(validate140.errors);
errors = vErrors.length;
}
var valid1 = _errs26 === errors;
if(!valid1){
break;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/attachments",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_ids !== undefined){
let data18 = data.mention_ids;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data18)){
var valid2 = true;
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
const _errs29 = errors;
if(!(validate60(data18[i1], {instancePath:instancePath+"/mention_ids/" + i1}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid2 = _errs29 === errors;
if(!valid2){
break;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/mention_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.components !== undefined){
let data20 = data.components;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data20)){
var valid3 = true;
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
let data21 = data20[i2];
const _errs32 = errors;
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
validate129.errors = [{instancePath:instancePath+"/components/" + i2,keyword:"type",params:{type: "object"}}];
return false;
}
var valid3 = _errs32 === errors;
if(!valid3){
break;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/components",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reactions !== undefined){
let data22 = data.reactions;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data22)){
var valid4 = true;
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
const _errs36 = errors;
if(!(validate144(data22[i3], {instancePath:instancePath+"/reactions/" + i3}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid4 = _errs36 === errors;
if(!valid4){
break;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/reactions",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned !== undefined){
const _errs37 = errors;
if(typeof data.pinned !== "boolean"){
validate129.errors = [{instancePath:instancePath+"/pinned",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate129.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate129.errors = vErrors;
return errors === 0;
}


function validate128(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate128.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "message")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.message !== undefined){
if(!(validate129(data.message, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate128.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}


function validate127(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate128(data, {instancePath}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
let data0 = data.message;
const _errs2 = errors;
if(!(validate129(data0, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.deleted_at === undefined) && (missing0 = "deleted_at")){
validate127.errors = [{instancePath:instancePath+"/message",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data0.attachments !== undefined){
var valid3 = false;
validate127.errors = [{instancePath:instancePath+"/message/attachments",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mention_ids !== undefined){
var valid3 = false;
validate127.errors = [{instancePath:instancePath+"/message/mention_ids",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.components !== undefined){
var valid3 = false;
validate127.errors = [{instancePath:instancePath+"/message/components",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.reactions !== undefined){
var valid3 = false;
validate127.errors = [{instancePath:instancePath+"/message/reactions",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.content_md !== undefined){
const _errs5 = errors;
if("" !== data0.content_md){
validate127.errors = [{instancePath:instancePath+"/message/content_md",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
validate127.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate127.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate127.errors = vErrors;
return errors === 0;
}


function validate106(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate127(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate106.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate106.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.created" !== data2){
validate106.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.created"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate106.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate106.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate106.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate128(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate106.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}


function validate154(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate154.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "message")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.message !== undefined){
if(!(validate129(data.message, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate154.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate154.errors = vErrors;
return errors === 0;
}


function validate153(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate154(data, {instancePath}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
let data0 = data.message;
const _errs2 = errors;
if(!(validate129(data0, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.deleted_at === undefined) && (missing0 = "deleted_at")){
validate153.errors = [{instancePath:instancePath+"/message",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data0.attachments !== undefined){
var valid3 = false;
validate153.errors = [{instancePath:instancePath+"/message/attachments",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mention_ids !== undefined){
var valid3 = false;
validate153.errors = [{instancePath:instancePath+"/message/mention_ids",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.components !== undefined){
var valid3 = false;
validate153.errors = [{instancePath:instancePath+"/message/components",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.reactions !== undefined){
var valid3 = false;
validate153.errors = [{instancePath:instancePath+"/message/reactions",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.content_md !== undefined){
const _errs5 = errors;
if("" !== data0.content_md){
validate153.errors = [{instancePath:instancePath+"/message/content_md",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
validate153.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate153.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate153.errors = vErrors;
return errors === 0;
}


function validate151(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate153(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate151.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate151.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.updated" !== data2){
validate151.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.updated"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate151.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate151.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate151.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate154(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate151.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate151.errors = vErrors;
return errors === 0;
}


function validate162(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.thread_seq === undefined) && (missing0 = "thread_seq"))) || ((data.deleted_at === undefined) && (missing0 = "deleted_at"))){
validate162.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "message_id") || (key0 === "thread_id")) || (key0 === "thread_seq")) || (key0 === "deleted_at")) || (key0 === "mention_ids"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_seq !== undefined){
let data2 = data.thread_seq;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate162.errors = [{instancePath:instancePath+"/thread_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate162.errors = [{instancePath:instancePath+"/thread_seq",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted_at !== undefined){
const _errs6 = errors;
if(!(validate55(data.deleted_at, {instancePath:instancePath+"/deleted_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_ids !== undefined){
let data4 = data.mention_ids;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate60(data4[i0], {instancePath:instancePath+"/mention_ids/" + i0}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate162.errors = [{instancePath:instancePath+"/mention_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate162.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate162.errors = vErrors;
return errors === 0;
}


function validate160(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate160.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.deleted" !== data0){
validate160.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.deleted"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate160.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate160.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate160.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate162(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate160.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate160.errors = vErrors;
return errors === 0;
}

const schema55_12 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"redelivered":true,"sync_epoch":true};

function validate169(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate169.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema55_12, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate169.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate169.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate169.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate169.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate169.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate169.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate169.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate169.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate169.errors = vErrors;
return errors === 0;
}


function validate173(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.principal_id === undefined) && (missing0 = "principal_id"))) || ((data.emoji === undefined) && (missing0 = "emoji"))) || ((data.count === undefined) && (missing0 = "count"))){
validate173.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "message_id") || (key0 === "principal_id")) || (key0 === "emoji")) || (key0 === "count"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.principal_id, {instancePath:instancePath+"/principal_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emoji !== undefined){
const _errs4 = errors;
if(typeof data.emoji !== "string"){
validate173.errors = [{instancePath:instancePath+"/emoji",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data3 = data.count;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate173.errors = [{instancePath:instancePath+"/count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate173.errors = [{instancePath:instancePath+"/count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate173.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate173.errors = vErrors;
return errors === 0;
}


function validate172(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate173(data, {instancePath}))){
vErrors = vErrors === null ? validate173.errors : vErrors.concat(validate173.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emoji !== undefined){
const _errs2 = errors;
if("" !== data.emoji){
validate172.errors = [{instancePath:instancePath+"/emoji",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.count !== undefined){
const _errs3 = errors;
if(0 !== data.count){
validate172.errors = [{instancePath:instancePath+"/count",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate172.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate172.errors = vErrors;
return errors === 0;
}


function validate168(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate169(data, {instancePath}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate172(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate168.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate168.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("reaction.added" !== data2){
validate168.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "reaction.added"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate168.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate168.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate168.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate173(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate173.errors : vErrors.concat(validate173.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate168.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate168.errors = vErrors;
return errors === 0;
}


function validate182(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.principal_id === undefined) && (missing0 = "principal_id"))) || ((data.emoji === undefined) && (missing0 = "emoji"))) || ((data.count === undefined) && (missing0 = "count"))){
validate182.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "message_id") || (key0 === "principal_id")) || (key0 === "emoji")) || (key0 === "count"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.principal_id, {instancePath:instancePath+"/principal_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emoji !== undefined){
const _errs4 = errors;
if(typeof data.emoji !== "string"){
validate182.errors = [{instancePath:instancePath+"/emoji",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data3 = data.count;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate182.errors = [{instancePath:instancePath+"/count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate182.errors = [{instancePath:instancePath+"/count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate182.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate182.errors = vErrors;
return errors === 0;
}


function validate181(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate182(data, {instancePath}))){
vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emoji !== undefined){
const _errs2 = errors;
if("" !== data.emoji){
validate181.errors = [{instancePath:instancePath+"/emoji",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.count !== undefined){
const _errs3 = errors;
if(0 !== data.count){
validate181.errors = [{instancePath:instancePath+"/count",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate181.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate181.errors = vErrors;
return errors === 0;
}


function validate179(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate169(data, {instancePath}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate181(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate179.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate179.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("reaction.removed" !== data2){
validate179.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "reaction.removed"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate179.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate179.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate179.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate182(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate179.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate179.errors = vErrors;
return errors === 0;
}


function validate190(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.pinned === undefined) && (missing0 = "pinned"))) || ((data.pinned_by === undefined) && (missing0 = "pinned_by"))){
validate190.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "message_id") || (key0 === "pinned")) || (key0 === "pinned_by"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned !== undefined){
let data1 = data.pinned;
const _errs3 = errors;
if(typeof data1 !== "boolean"){
validate190.errors = [{instancePath:instancePath+"/pinned",keyword:"type",params:{type: "boolean"}}];
return false;
}
if(true !== data1){
validate190.errors = [{instancePath:instancePath+"/pinned",keyword:"const",params:{allowedValue: true}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned_by !== undefined){
const _errs5 = errors;
if(!(validate60(data.pinned_by, {instancePath:instancePath+"/pinned_by"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate190.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate190.errors = vErrors;
return errors === 0;
}


function validate188(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate169(data, {instancePath}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate188.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("pin.added" !== data0){
validate188.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "pin.added"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate188.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate188.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate188.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate190(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate190.errors : vErrors.concat(validate190.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate188.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate188.errors = vErrors;
return errors === 0;
}


function validate196(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message_id === undefined) && (missing0 = "message_id")) || ((data.pinned === undefined) && (missing0 = "pinned"))){
validate196.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "message_id") || (key0 === "pinned"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned !== undefined){
let data1 = data.pinned;
const _errs3 = errors;
if(typeof data1 !== "boolean"){
validate196.errors = [{instancePath:instancePath+"/pinned",keyword:"type",params:{type: "boolean"}}];
return false;
}
if(false !== data1){
validate196.errors = [{instancePath:instancePath+"/pinned",keyword:"const",params:{allowedValue: false}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate196.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate196.errors = vErrors;
return errors === 0;
}


function validate194(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate169(data, {instancePath}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate194.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("pin.removed" !== data0){
validate194.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "pin.removed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate194.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate194.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate194.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate196(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate196.errors : vErrors.concat(validate196.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate194.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate194.errors = vErrors;
return errors === 0;
}

const schema66_18 = [];
const schema68_13 = {"id":true,"uploaded_by":true,"purpose":true,"upload_state":true,"scan_status":true,"transcript_status":true,"created_at":true,"version":true,"original_name":true,"size_bytes":true,"mime_type":true,"sha256":true,"message_id":true,"thumbnails":true};
const schema68_14 = ["attachment","avatar","voice","import"];
const schema68_15 = ["pending","uploaded","final","deleted"];
const schema68_16 = ["pending","clean","infected","skipped"];
const schema68_17 = ["none","pending","done","failed"];
const pattern5 = /*#__PURE__*/ new RegExp("^[0-9a-f]{64}$", "u");

function validate203(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.uploaded_by === undefined) && (missing0 = "uploaded_by"))) || ((data.purpose === undefined) && (missing0 = "purpose"))) || ((data.upload_state === undefined) && (missing0 = "upload_state"))) || ((data.scan_status === undefined) && (missing0 = "scan_status"))) || ((data.created_at === undefined) && (missing0 = "created_at"))) || ((data.original_name === undefined) && (missing0 = "original_name"))) || ((data.size_bytes === undefined) && (missing0 = "size_bytes"))) || ((data.mime_type === undefined) && (missing0 = "mime_type"))) || ((data.thumbnails === undefined) && (missing0 = "thumbnails"))){
validate203.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema68_13, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uploaded_by !== undefined){
const _errs3 = errors;
if(!(validate60(data.uploaded_by, {instancePath:instancePath+"/uploaded_by"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.purpose !== undefined){
let data2 = data.purpose;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate203.errors = [{instancePath:instancePath+"/purpose",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data2 === "attachment") || (data2 === "avatar")) || (data2 === "voice")) || (data2 === "import"))){
validate203.errors = [{instancePath:instancePath+"/purpose",keyword:"enum",params:{allowedValues: schema68_14}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.upload_state !== undefined){
let data3 = data.upload_state;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate203.errors = [{instancePath:instancePath+"/upload_state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data3 === "pending") || (data3 === "uploaded")) || (data3 === "final")) || (data3 === "deleted"))){
validate203.errors = [{instancePath:instancePath+"/upload_state",keyword:"enum",params:{allowedValues: schema68_15}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scan_status !== undefined){
let data4 = data.scan_status;
const _errs8 = errors;
if(typeof data4 !== "string"){
validate203.errors = [{instancePath:instancePath+"/scan_status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data4 === "pending") || (data4 === "clean")) || (data4 === "infected")) || (data4 === "skipped"))){
validate203.errors = [{instancePath:instancePath+"/scan_status",keyword:"enum",params:{allowedValues: schema68_16}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transcript_status !== undefined){
let data5 = data.transcript_status;
const _errs10 = errors;
if(typeof data5 !== "string"){
validate203.errors = [{instancePath:instancePath+"/transcript_status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data5 === "none") || (data5 === "pending")) || (data5 === "done")) || (data5 === "failed"))){
validate203.errors = [{instancePath:instancePath+"/transcript_status",keyword:"enum",params:{allowedValues: schema68_17}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs12 = errors;
if(!(validate55(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs13 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.original_name !== undefined){
const _errs14 = errors;
if(typeof data.original_name !== "string"){
validate203.errors = [{instancePath:instancePath+"/original_name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.size_bytes !== undefined){
let data9 = data.size_bytes;
const _errs16 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate203.errors = [{instancePath:instancePath+"/size_bytes",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs16){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate203.errors = [{instancePath:instancePath+"/size_bytes",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mime_type !== undefined){
const _errs18 = errors;
if(typeof data.mime_type !== "string"){
validate203.errors = [{instancePath:instancePath+"/mime_type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sha256 !== undefined){
let data11 = data.sha256;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data11 === "string"){
if(!pattern5.test(data11)){
validate203.errors = [{instancePath:instancePath+"/sha256",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"}}];
return false;
}
}
else {
validate203.errors = [{instancePath:instancePath+"/sha256",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs22 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thumbnails !== undefined){
let data13 = data.thumbnails;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data13)){
var valid1 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
const _errs25 = errors;
if(errors === _errs25){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing1;
if(((data14.width === undefined) && (missing1 = "width")) || ((data14.height === undefined) && (missing1 = "height"))){
validate203.errors = [{instancePath:instancePath+"/thumbnails/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs27 = errors;
for(const key1 in data14){
if(!((key1 === "width") || (key1 === "height"))){
delete data14[key1];
}
}
if(_errs27 === errors){
if(data14.width !== undefined){
let data15 = data14.width;
const _errs28 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate203.errors = [{instancePath:instancePath+"/thumbnails/" + i0+"/width",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
validate203.errors = [{instancePath:instancePath+"/thumbnails/" + i0+"/width",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data14.height !== undefined){
let data16 = data14.height;
const _errs30 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate203.errors = [{instancePath:instancePath+"/thumbnails/" + i0+"/height",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs30){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
validate203.errors = [{instancePath:instancePath+"/thumbnails/" + i0+"/height",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate203.errors = [{instancePath:instancePath+"/thumbnails/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs25 === errors;
if(!valid1){
break;
}
}
}
else {
validate203.errors = [{instancePath:instancePath+"/thumbnails",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate203.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate203.errors = vErrors;
return errors === 0;
}


function validate202(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.file === undefined) && (missing0 = "file")){
validate202.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "file")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.file !== undefined){
if(!(validate203(data.file, {instancePath:instancePath+"/file"}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate202.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate202.errors = vErrors;
return errors === 0;
}

const func0 = typeof func0_module === "function" ? func0_module : func0_module.default;

function validate201(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate202(data, {instancePath}))){
vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file !== undefined){
let data0 = data.file;
const _errs2 = errors;
if(!(validate203(data0, {instancePath:instancePath+"/file"}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version !== undefined){
var valid3 = false;
validate201.errors = [{instancePath:instancePath+"/file/version",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.sha256 !== undefined){
var valid3 = false;
validate201.errors = [{instancePath:instancePath+"/file/sha256",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.message_id !== undefined){
var valid3 = false;
validate201.errors = [{instancePath:instancePath+"/file/message_id",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.original_name !== undefined){
const _errs5 = errors;
if("" !== data0.original_name){
validate201.errors = [{instancePath:instancePath+"/file/original_name",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.size_bytes !== undefined){
const _errs6 = errors;
if(0 !== data0.size_bytes){
validate201.errors = [{instancePath:instancePath+"/file/size_bytes",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mime_type !== undefined){
const _errs7 = errors;
if("application/octet-stream" !== data0.mime_type){
validate201.errors = [{instancePath:instancePath+"/file/mime_type",keyword:"const",params:{allowedValue: "application/octet-stream"}}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.thumbnails !== undefined){
const _errs8 = errors;
if(!func0(data0.thumbnails, schema66_18)){
validate201.errors = [{instancePath:instancePath+"/file/thumbnails",keyword:"const",params:{allowedValue: schema66_18}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
else {
validate201.errors = [{instancePath:instancePath+"/file",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate201.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate201.errors = vErrors;
return errors === 0;
}


function validate199(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate201(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate199.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate199.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("file.updated" !== data2){
validate199.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "file.updated"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate199.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("file" !== data4.kind){
validate199.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "file"}}];
return false;
}
}
}
else {
validate199.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate202(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate199.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate199.errors = vErrors;
return errors === 0;
}

const schema71_19 = {"id":true,"channel_id":true,"space_id":true,"title":true,"closed":true,"last_message_seq":true,"message_count":true,"unread_floor_seq":true,"version":true};

function validate217(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.space_id === undefined) && (missing0 = "space_id"))) || ((data.last_message_seq === undefined) && (missing0 = "last_message_seq"))) || ((data.message_count === undefined) && (missing0 = "message_count"))) || ((data.version === undefined) && (missing0 = "version"))){
validate217.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema71_19, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.space_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs5 = errors;
if(typeof data.title !== "string"){
validate217.errors = [{instancePath:instancePath+"/title",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.closed !== undefined){
const _errs7 = errors;
if(typeof data.closed !== "boolean"){
validate217.errors = [{instancePath:instancePath+"/closed",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_message_seq !== undefined){
let data5 = data.last_message_seq;
const _errs9 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate217.errors = [{instancePath:instancePath+"/last_message_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs9){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate217.errors = [{instancePath:instancePath+"/last_message_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_count !== undefined){
let data6 = data.message_count;
const _errs11 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate217.errors = [{instancePath:instancePath+"/message_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate217.errors = [{instancePath:instancePath+"/message_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unread_floor_seq !== undefined){
let data7 = data.unread_floor_seq;
const _errs13 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate217.errors = [{instancePath:instancePath+"/unread_floor_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs13){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate217.errors = [{instancePath:instancePath+"/unread_floor_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs15 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate217.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate217.errors = vErrors;
return errors === 0;
}


function validate216(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.thread === undefined) && (missing0 = "thread")){
validate216.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "thread")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread !== undefined){
if(!(validate217(data.thread, {instancePath:instancePath+"/thread"}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate216.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate216.errors = vErrors;
return errors === 0;
}


function validate214(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate214.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.updated" !== data0){
validate214.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate214.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate214.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate214.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate216(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate216.errors : vErrors.concat(validate216.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate214.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate214.errors = vErrors;
return errors === 0;
}


function validate226(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.thread === undefined) && (missing0 = "thread")){
validate226.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "thread")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread !== undefined){
if(!(validate217(data.thread, {instancePath:instancePath+"/thread"}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate226.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate226.errors = vErrors;
return errors === 0;
}


function validate224(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate224.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.closed" !== data0){
validate224.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.closed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate224.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate224.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate224.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate226(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate224.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate224.errors = vErrors;
return errors === 0;
}


function validate231(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.thread === undefined) && (missing0 = "thread")) || ((data.from_channel_id === undefined) && (missing0 = "from_channel_id"))){
validate231.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "thread") || (key0 === "from_channel_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread !== undefined){
const _errs2 = errors;
if(!(validate217(data.thread, {instancePath:instancePath+"/thread"}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from_channel_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.from_channel_id, {instancePath:instancePath+"/from_channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate231.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate231.errors = vErrors;
return errors === 0;
}


function validate229(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate229.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.moved" !== data0){
validate229.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.moved"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate229.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate229.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate229.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate231(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate231.errors : vErrors.concat(validate231.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate229.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate229.errors = vErrors;
return errors === 0;
}


function validate237(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.from_channel_id === undefined) && (missing0 = "from_channel_id"))){
validate237.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "thread_id") || (key0 === "from_channel_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from_channel_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.from_channel_id, {instancePath:instancePath+"/from_channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate237.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate237.errors = vErrors;
return errors === 0;
}


function validate235(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate169(data, {instancePath}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate235.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.moved_out" !== data0){
validate235.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.moved_out"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate235.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate235.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate235.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate237(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate237.errors : vErrors.concat(validate237.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate235.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate235.errors = vErrors;
return errors === 0;
}


function validate243(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channel === undefined) && (missing0 = "channel")){
validate243.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "channel")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.channel !== undefined){
if(!(validate79(data.channel, {instancePath:instancePath+"/channel"}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate243.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate243.errors = vErrors;
return errors === 0;
}


function validate241(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate241.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.created" !== data0){
validate241.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate241.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate241.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate241.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate243(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate241.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate241.errors = vErrors;
return errors === 0;
}


function validate248(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channel === undefined) && (missing0 = "channel")){
validate248.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "channel")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.channel !== undefined){
if(!(validate79(data.channel, {instancePath:instancePath+"/channel"}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate248.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate248.errors = vErrors;
return errors === 0;
}


function validate246(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate246.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.updated" !== data0){
validate246.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate246.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate246.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate246.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate248(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate248.errors : vErrors.concat(validate248.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate246.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate246.errors = vErrors;
return errors === 0;
}


function validate253(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channel === undefined) && (missing0 = "channel")){
validate253.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "channel")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.channel !== undefined){
if(!(validate79(data.channel, {instancePath:instancePath+"/channel"}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate253.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate253.errors = vErrors;
return errors === 0;
}


function validate251(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate251.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.archived" !== data0){
validate251.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.archived"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate251.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate251.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate251.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate253(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate251.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate251.errors = vErrors;
return errors === 0;
}


function validate258(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.channel_id === undefined) && (missing0 = "channel_id")) || ((data.settings_version === undefined) && (missing0 = "settings_version"))){
validate258.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "channel_id") || (key0 === "settings_version"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.channel_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings_version !== undefined){
let data1 = data.settings_version;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate258.errors = [{instancePath:instancePath+"/settings_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate258.errors = [{instancePath:instancePath+"/settings_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate258.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate258.errors = vErrors;
return errors === 0;
}


function validate256(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate169(data, {instancePath}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate256.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.settings_changed" !== data0){
validate256.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.settings_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate256.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate256.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate256.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate258(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate256.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate256.errors = vErrors;
return errors === 0;
}


function validate263(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.space === undefined) && (missing0 = "space")){
validate263.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "space")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.space !== undefined){
if(!(validate74(data.space, {instancePath:instancePath+"/space"}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate263.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate263.errors = vErrors;
return errors === 0;
}


function validate261(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate261.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("space.archived" !== data0){
validate261.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "space.archived"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate261.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("space" !== data2.kind){
validate261.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "space"}}];
return false;
}
}
}
else {
validate261.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate263(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate263.errors : vErrors.concat(validate263.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate261.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate261.errors = vErrors;
return errors === 0;
}

const schema89_20 = ["running","done","failed"];

function validate268(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.import_id === undefined) && (missing0 = "import_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.batch === undefined) && (missing0 = "batch"))) || ((data.imported_count === undefined) && (missing0 = "imported_count"))) || ((data.state === undefined) && (missing0 = "state"))){
validate268.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "import_id") || (key0 === "thread_id")) || (key0 === "batch")) || (key0 === "imported_count")) || (key0 === "total_count")) || (key0 === "state"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.import_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.import_id, {instancePath:instancePath+"/import_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batch !== undefined){
let data2 = data.batch;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate268.errors = [{instancePath:instancePath+"/batch",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate268.errors = [{instancePath:instancePath+"/batch",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.imported_count !== undefined){
let data3 = data.imported_count;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate268.errors = [{instancePath:instancePath+"/imported_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate268.errors = [{instancePath:instancePath+"/imported_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_count !== undefined){
let data4 = data.total_count;
const _errs8 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate268.errors = [{instancePath:instancePath+"/total_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate268.errors = [{instancePath:instancePath+"/total_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data5 = data.state;
const _errs10 = errors;
if(typeof data5 !== "string"){
validate268.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data5 === "running") || (data5 === "done")) || (data5 === "failed"))){
validate268.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema89_20}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate268.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate268.errors = vErrors;
return errors === 0;
}


function validate266(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate266.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("import.progress" !== data0){
validate266.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "import.progress"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate266.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("import" !== data2.kind){
validate266.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "import"}}];
return false;
}
}
}
else {
validate266.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate268(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate268.errors : vErrors.concat(validate268.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate266.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate266.errors = vErrors;
return errors === 0;
}


function validate274(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.run_id === undefined) && (missing0 = "run_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.agent_id === undefined) && (missing0 = "agent_id"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.step_count === undefined) && (missing0 = "step_count"))){
validate274.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "run_id") || (key0 === "thread_id")) || (key0 === "agent_id")) || (key0 === "state")) || (key0 === "reason")) || (key0 === "duration_ms")) || (key0 === "cost_micros")) || (key0 === "step_count"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
const _errs5 = errors;
if(!(validate93(data.state, {instancePath:instancePath+"/state"}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs6 = errors;
if(typeof data.reason !== "string"){
validate274.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration_ms !== undefined){
let data5 = data.duration_ms;
const _errs8 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate274.errors = [{instancePath:instancePath+"/duration_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate274.errors = [{instancePath:instancePath+"/duration_ms",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cost_micros !== undefined){
let data6 = data.cost_micros;
const _errs10 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate274.errors = [{instancePath:instancePath+"/cost_micros",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs10){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate274.errors = [{instancePath:instancePath+"/cost_micros",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.step_count !== undefined){
let data7 = data.step_count;
const _errs12 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate274.errors = [{instancePath:instancePath+"/step_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate274.errors = [{instancePath:instancePath+"/step_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate274.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate274.errors = vErrors;
return errors === 0;
}


function validate272(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate272.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.state_changed" !== data0){
validate272.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.state_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate272.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate272.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate272.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate274(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate274.errors : vErrors.concat(validate274.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate272.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate272.errors = vErrors;
return errors === 0;
}

const schema93_21 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"redelivered":true,"sync_epoch":true};

function validate281(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate281.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema93_21, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate281.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate281.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate281.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate281.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate281.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate281.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate281.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate281.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate281.errors = vErrors;
return errors === 0;
}

const schema94_22 = ["user_cancelled","access_revoked","channel_read_only","agent_disabled","trigger_principal_disabled"];

function validate284(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.run_id === undefined) && (missing0 = "run_id")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate284.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "run_id") || (key0 === "reason"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate284.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data1 === "user_cancelled") || (data1 === "access_revoked")) || (data1 === "channel_read_only")) || (data1 === "agent_disabled")) || (data1 === "trigger_principal_disabled"))){
validate284.errors = [{instancePath:instancePath+"/reason",keyword:"enum",params:{allowedValues: schema94_22}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate284.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate284.errors = vErrors;
return errors === 0;
}


function validate280(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate281(data, {instancePath}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate280.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.cancel_requested" !== data0){
validate280.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.cancel_requested"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate280.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate280.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate280.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate284(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate284.errors : vErrors.concat(validate284.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate280.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate280.errors = vErrors;
return errors === 0;
}

const schema96_23 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"invocation_token":true,"redelivered":true,"sync_epoch":true};

function validate288(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate288.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema96_23, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate288.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate288.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate288.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate288.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate288.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate288.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate288.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate288.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate288.errors = vErrors;
return errors === 0;
}

const schema97_24 = ["mention","free_response","command","followup","schedule"];

function validate291(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.run_id === undefined) && (missing0 = "run_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.message_id === undefined) && (missing0 = "message_id"))) || ((data.trigger_kind === undefined) && (missing0 = "trigger_kind"))) || ((data.trigger_principal_id === undefined) && (missing0 = "trigger_principal_id"))){
validate291.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "run_id") || (key0 === "thread_id")) || (key0 === "message_id")) || (key0 === "trigger_kind")) || (key0 === "trigger_principal_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_kind !== undefined){
let data3 = data.trigger_kind;
const _errs5 = errors;
if(typeof data3 !== "string"){
validate291.errors = [{instancePath:instancePath+"/trigger_kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data3 === "mention") || (data3 === "free_response")) || (data3 === "command")) || (data3 === "followup")) || (data3 === "schedule"))){
validate291.errors = [{instancePath:instancePath+"/trigger_kind",keyword:"enum",params:{allowedValues: schema97_24}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_principal_id !== undefined){
const _errs7 = errors;
if(!(validate60(data.trigger_principal_id, {instancePath:instancePath+"/trigger_principal_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate291.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate291.errors = vErrors;
return errors === 0;
}


function validate287(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate288(data, {instancePath}))){
vErrors = vErrors === null ? validate288.errors : vErrors.concat(validate288.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate287.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.invocation" !== data0){
validate287.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.invocation"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate287.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate287.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate287.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate291(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate291.errors : vErrors.concat(validate291.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate287.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate287.errors = vErrors;
return errors === 0;
}


function validate299(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.run_id === undefined) && (missing0 = "run_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.message_id === undefined) && (missing0 = "message_id"))){
validate299.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "run_id") || (key0 === "thread_id")) || (key0 === "message_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate299.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate299.errors = vErrors;
return errors === 0;
}


function validate297(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate288(data, {instancePath}))){
vErrors = vErrors === null ? validate288.errors : vErrors.concat(validate288.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate297.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.followup" !== data0){
validate297.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.followup"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate297.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate297.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate297.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate299(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate299.errors : vErrors.concat(validate299.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate297.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate297.errors = vErrors;
return errors === 0;
}


function validate306(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.settings_version === undefined) && (missing0 = "settings_version"))){
validate306.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "channel_id")) || (key0 === "settings_version"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings_version !== undefined){
let data2 = data.settings_version;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate306.errors = [{instancePath:instancePath+"/settings_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate306.errors = [{instancePath:instancePath+"/settings_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate306.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate306.errors = vErrors;
return errors === 0;
}


function validate304(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate281(data, {instancePath}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate304.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.config_changed" !== data0){
validate304.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.config_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate304.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate304.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate304.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate306(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate306.errors : vErrors.concat(validate306.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate304.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate304.errors = vErrors;
return errors === 0;
}

const schema104_25 = ["active","disabled"];
const schema104_26 = ["none","read","write","execute"];
const schema104_27 = ["steer","queue"];

function validate315(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.control === undefined) && (missing0 = "control"))){
validate315.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "control")) || (key0 === "description"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 64){
validate315.errors = [{instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data0) < 1){
validate315.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate315.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.control !== undefined){
const _errs4 = errors;
if(typeof data.control !== "boolean"){
validate315.errors = [{instancePath:instancePath+"/control",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs6 = errors;
if(typeof data.description !== "string"){
validate315.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate315.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate315.errors = vErrors;
return errors === 0;
}


function validate313(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.display_name === undefined) && (missing0 = "display_name"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.tool_class === undefined) && (missing0 = "tool_class"))) || ((data.version === undefined) && (missing0 = "version"))){
validate313.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "display_name")) || (key0 === "status")) || (key0 === "tool_class")) || (key0 === "backend_policy")) || (key0 === "commands")) || (key0 === "followups")) || (key0 === "version"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.display_name !== undefined){
const _errs3 = errors;
if(typeof data.display_name !== "string"){
validate313.errors = [{instancePath:instancePath+"/display_name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate313.errors = [{instancePath:instancePath+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data2 === "active") || (data2 === "disabled"))){
validate313.errors = [{instancePath:instancePath+"/status",keyword:"enum",params:{allowedValues: schema104_25}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_class !== undefined){
let data3 = data.tool_class;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate313.errors = [{instancePath:instancePath+"/tool_class",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data3 === "none") || (data3 === "read")) || (data3 === "write")) || (data3 === "execute"))){
validate313.errors = [{instancePath:instancePath+"/tool_class",keyword:"enum",params:{allowedValues: schema104_26}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backend_policy !== undefined){
const _errs9 = errors;
if(typeof data.backend_policy !== "string"){
validate313.errors = [{instancePath:instancePath+"/backend_policy",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commands !== undefined){
let data5 = data.commands;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate315(data5[i0], {instancePath:instancePath+"/commands/" + i0}))){
vErrors = vErrors === null ? validate315.errors : vErrors.concat(validate315.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate313.errors = [{instancePath:instancePath+"/commands",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.followups !== undefined){
let data7 = data.followups;
const _errs14 = errors;
if(typeof data7 !== "string"){
validate313.errors = [{instancePath:instancePath+"/followups",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data7 === "steer") || (data7 === "queue"))){
validate313.errors = [{instancePath:instancePath+"/followups",keyword:"enum",params:{allowedValues: schema104_27}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs16 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate313.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate313.errors = vErrors;
return errors === 0;
}


function validate312(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent === undefined) && (missing0 = "agent")){
validate312.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "agent")){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.agent !== undefined){
if(!(validate313(data.agent, {instancePath:instancePath+"/agent"}))){
vErrors = vErrors === null ? validate313.errors : vErrors.concat(validate313.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate312.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate312.errors = vErrors;
return errors === 0;
}


function validate310(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate310.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.updated" !== data0){
validate310.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate310.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("agent" !== data2.kind){
validate310.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "agent"}}];
return false;
}
}
}
else {
validate310.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate312(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate312.errors : vErrors.concat(validate312.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate310.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate310.errors = vErrors;
return errors === 0;
}

const schema107_28 = ["active","ended"];

function validate322(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))) || ((data.state === undefined) && (missing0 = "state"))){
validate322.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "thread_id") || (key0 === "agent_id")) || (key0 === "session_id")) || (key0 === "state"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.session_id, {instancePath:instancePath+"/session_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data3 = data.state;
const _errs5 = errors;
if(typeof data3 !== "string"){
validate322.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data3 === "active") || (data3 === "ended"))){
validate322.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema107_28}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate322.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate322.errors = vErrors;
return errors === 0;
}


function validate320(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate169(data, {instancePath}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate320.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent_session.changed" !== data0){
validate320.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent_session.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate320.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate320.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate320.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate322(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate322.errors : vErrors.concat(validate322.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate320.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate320.errors = vErrors;
return errors === 0;
}

const schema110_29 = ["string","number","integer","boolean","object","array"];

function validate335(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if((((!data || typeof data != "object") && (typeof data !== "string")) && (!((typeof data == "number") && (isFinite(data))))) && (typeof data !== "boolean")){
validate335.errors = [{instancePath,keyword:"type",params:{type: schema110_29}}];
return false;
}
validate335.errors = vErrors;
return errors === 0;
}


function validate329(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.command_id === undefined) && (missing0 = "command_id")) || ((data.invocation_id === undefined) && (missing0 = "invocation_id"))) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.user_id === undefined) && (missing0 = "user_id"))) || ((data.options === undefined) && (missing0 = "options"))){
validate329.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "command_id") || (key0 === "invocation_id")) || (key0 === "channel_id")) || (key0 === "thread_id")) || (key0 === "run_id")) || (key0 === "user_id")) || (key0 === "options"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.command_id !== undefined){
let data0 = data.command_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate329.errors = [{instancePath:instancePath+"/command_id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate329.errors = [{instancePath:instancePath+"/command_id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invocation_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.invocation_id, {instancePath:instancePath+"/invocation_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs5 = errors;
if(!(validate60(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs6 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs7 = errors;
if(!(validate60(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_id !== undefined){
const _errs8 = errors;
if(!(validate60(data.user_id, {instancePath:instancePath+"/user_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.options !== undefined){
let data6 = data.options;
const _errs9 = errors;
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs12 = errors;
if(!(validate335(data6[key1], {instancePath:instancePath+"/options/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate329.errors = [{instancePath:instancePath+"/options",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate329.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate329.errors = vErrors;
return errors === 0;
}


function validate327(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate281(data, {instancePath}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate327.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("command.invoked" !== data0){
validate327.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "command.invoked"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate327.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("command" !== data2.kind){
validate327.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "command"}}];
return false;
}
}
}
else {
validate327.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate329(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate329.errors : vErrors.concat(validate329.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate327.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate327.errors = vErrors;
return errors === 0;
}

const schema112_30 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"invocation_token":true,"redelivered":true,"sync_epoch":true};

function validate339(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate339.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema112_30, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate339.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate339.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate339.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate339.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate339.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate339.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate76(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate339.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate339.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate339.errors = vErrors;
return errors === 0;
}

const schema113_31 = ["button","select","form"];

function validate343(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.interaction_id === undefined) && (missing0 = "interaction_id")) || ((data.message_id === undefined) && (missing0 = "message_id"))) || ((data.user_id === undefined) && (missing0 = "user_id"))) || ((data.kind === undefined) && (missing0 = "kind"))){
validate343.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "interaction_id") || (key0 === "client_interaction_id")) || (key0 === "run_id")) || (key0 === "message_id")) || (key0 === "user_id")) || (key0 === "kind")) || (key0 === "values"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.interaction_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.interaction_id, {instancePath:instancePath+"/interaction_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_interaction_id !== undefined){
const _errs3 = errors;
if(!(validate57(data.client_interaction_id, {instancePath:instancePath+"/client_interaction_id"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs5 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_id !== undefined){
const _errs6 = errors;
if(!(validate60(data.user_id, {instancePath:instancePath+"/user_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data5 = data.kind;
const _errs7 = errors;
if(typeof data5 !== "string"){
validate343.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data5 === "button") || (data5 === "select")) || (data5 === "form"))){
validate343.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema113_31}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.values !== undefined){
let data6 = data.values;
const _errs9 = errors;
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs12 = errors;
if(!(validate335(data6[key1], {instancePath:instancePath+"/values/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate343.errors = [{instancePath:instancePath+"/values",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate343.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate343.errors = vErrors;
return errors === 0;
}


function validate338(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate339(data, {instancePath}))){
vErrors = vErrors === null ? validate339.errors : vErrors.concat(validate339.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate338.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interaction.created" !== data0){
validate338.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "interaction.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate338.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("interaction" !== data2.kind){
validate338.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "interaction"}}];
return false;
}
}
}
else {
validate338.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate343(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate343.errors : vErrors.concat(validate343.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate338.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate338.errors = vErrors;
return errors === 0;
}

const schema115_32 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"redelivered":true,"sync_epoch":true};

function validate352(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate352.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema115_32, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate352.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate352.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate352.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate352.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate352.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate352.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate76(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate352.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate352.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate352.errors = vErrors;
return errors === 0;
}

const schema116_33 = ["completed","failed","cancelled"];

function validate356(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.interaction_id === undefined) && (missing0 = "interaction_id")) || ((data.client_interaction_id === undefined) && (missing0 = "client_interaction_id"))) || ((data.run_id === undefined) && (missing0 = "run_id"))) || ((data.message_id === undefined) && (missing0 = "message_id"))) || ((data.run_state === undefined) && (missing0 = "run_state"))){
validate356.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "interaction_id") || (key0 === "client_interaction_id")) || (key0 === "run_id")) || (key0 === "message_id")) || (key0 === "run_state"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.interaction_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.interaction_id, {instancePath:instancePath+"/interaction_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_interaction_id !== undefined){
const _errs3 = errors;
if(!(validate57(data.client_interaction_id, {instancePath:instancePath+"/client_interaction_id"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs5 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_state !== undefined){
let data4 = data.run_state;
const _errs6 = errors;
if(typeof data4 !== "string"){
validate356.errors = [{instancePath:instancePath+"/run_state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data4 === "completed") || (data4 === "failed")) || (data4 === "cancelled"))){
validate356.errors = [{instancePath:instancePath+"/run_state",keyword:"enum",params:{allowedValues: schema116_33}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate356.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate356.errors = vErrors;
return errors === 0;
}


function validate351(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate352(data, {instancePath}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate351.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interaction.discarded" !== data0){
validate351.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "interaction.discarded"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate351.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("interaction" !== data2.kind){
validate351.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "interaction"}}];
return false;
}
}
}
else {
validate351.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate356(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate356.errors : vErrors.concat(validate356.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate351.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate351.errors = vErrors;
return errors === 0;
}

const schema119_35 = ["instance","space","channel","host"];
const schema119_36 = ["terminal"];
const schema120_34 = ["read","trigger","write","manage"];

function validate367(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate367.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "read") || (data === "trigger")) || (data === "write")) || (data === "manage"))){
validate367.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema120_34}}];
return false;
}
validate367.errors = vErrors;
return errors === 0;
}


function validate365(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.id === undefined) && (missing0 = "id"))){
validate365.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "id")) || (key0 === "level")) || (key0 === "previous_level")) || (key0 === "capabilities"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate365.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data0 === "instance") || (data0 === "space")) || (data0 === "channel")) || (data0 === "host"))){
validate365.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema119_35}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(!(validate60(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
const _errs5 = errors;
if(!(validate367(data.level, {instancePath:instancePath+"/level"}))){
vErrors = vErrors === null ? validate367.errors : vErrors.concat(validate367.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_level !== undefined){
const _errs6 = errors;
if(!(validate367(data.previous_level, {instancePath:instancePath+"/previous_level"}))){
vErrors = vErrors === null ? validate367.errors : vErrors.concat(validate367.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.capabilities !== undefined){
let data4 = data.capabilities;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs9 = errors;
if(typeof data5 !== "string"){
validate365.errors = [{instancePath:instancePath+"/capabilities/" + i0,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "terminal")){
validate365.errors = [{instancePath:instancePath+"/capabilities/" + i0,keyword:"enum",params:{allowedValues: schema119_36}}];
return false;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate365.errors = [{instancePath:instancePath+"/capabilities",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate365.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate365.errors = vErrors;
return errors === 0;
}


function validate364(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.permission_version === undefined) && (missing0 = "permission_version")) || ((data.added === undefined) && (missing0 = "added"))) || ((data.removed === undefined) && (missing0 = "removed"))) || ((data.changed === undefined) && (missing0 = "changed"))){
validate364.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "permission_version") || (key0 === "added")) || (key0 === "removed")) || (key0 === "changed"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.permission_version !== undefined){
let data0 = data.permission_version;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate364.errors = [{instancePath:instancePath+"/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate364.errors = [{instancePath:instancePath+"/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.added !== undefined){
let data1 = data.added;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate365(data1[i0], {instancePath:instancePath+"/added/" + i0}))){
vErrors = vErrors === null ? validate365.errors : vErrors.concat(validate365.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate364.errors = [{instancePath:instancePath+"/added",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.removed !== undefined){
let data3 = data.removed;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs9 = errors;
if(!(validate365(data3[i1], {instancePath:instancePath+"/removed/" + i1}))){
vErrors = vErrors === null ? validate365.errors : vErrors.concat(validate365.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate364.errors = [{instancePath:instancePath+"/removed",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changed !== undefined){
let data5 = data.changed;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid3 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
const _errs12 = errors;
if(!(validate365(data5[i2], {instancePath:instancePath+"/changed/" + i2}))){
vErrors = vErrors === null ? validate365.errors : vErrors.concat(validate365.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
else {
validate364.errors = [{instancePath:instancePath+"/changed",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate364.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate364.errors = vErrors;
return errors === 0;
}


function validate362(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate281(data, {instancePath}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate362.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("access.changed" !== data0){
validate362.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "access.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate362.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("principal" !== data2.kind){
validate362.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "principal"}}];
return false;
}
}
}
else {
validate362.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate364(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate364.errors : vErrors.concat(validate364.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate362.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate362.errors = vErrors;
return errors === 0;
}


function validate376(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.grant_id === undefined) && (missing0 = "grant_id")) || ((data.target === undefined) && (missing0 = "target"))) || ((data.expires_at === undefined) && (missing0 = "expires_at"))){
validate376.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "grant_id") || (key0 === "target")) || (key0 === "expires_at"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.grant_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.grant_id, {instancePath:instancePath+"/grant_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
const _errs3 = errors;
if(!(validate365(data.target, {instancePath:instancePath+"/target"}))){
vErrors = vErrors === null ? validate365.errors : vErrors.concat(validate365.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs4 = errors;
if(!(validate55(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate376.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate376.errors = vErrors;
return errors === 0;
}


function validate374(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate281(data, {instancePath}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate374.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("access.expiring" !== data0){
validate374.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "access.expiring"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate374.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("grant" !== data2.kind){
validate374.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "grant"}}];
return false;
}
}
}
else {
validate374.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate376(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate376.errors : vErrors.concat(validate376.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate374.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate374.errors = vErrors;
return errors === 0;
}


function validate383(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.last_read_seq === undefined) && (missing0 = "last_read_seq"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.unread_count === undefined) && (missing0 = "unread_count"))) || ((data.mention_count === undefined) && (missing0 = "mention_count"))){
validate383.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "thread_id") || (key0 === "last_read_seq")) || (key0 === "version")) || (key0 === "unread_count")) || (key0 === "mention_count")) || (key0 === "updated_by_device_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_read_seq !== undefined){
let data1 = data.last_read_seq;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate383.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate383.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs5 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unread_count !== undefined){
let data3 = data.unread_count;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate383.errors = [{instancePath:instancePath+"/unread_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate383.errors = [{instancePath:instancePath+"/unread_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_count !== undefined){
let data4 = data.mention_count;
const _errs8 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate383.errors = [{instancePath:instancePath+"/mention_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate383.errors = [{instancePath:instancePath+"/mention_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs10 = errors;
if(!(validate60(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate383.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate383.errors = vErrors;
return errors === 0;
}


function validate381(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate281(data, {instancePath}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate381.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("read_state.updated" !== data0){
validate381.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "read_state.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate381.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate381.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate381.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate383(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate383.errors : vErrors.concat(validate383.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate381.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate381.errors = vErrors;
return errors === 0;
}


function validate390(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.space_id === undefined) && (missing0 = "space_id")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.collapsed === undefined) && (missing0 = "collapsed"))) || ((data.channel_order === undefined) && (missing0 = "channel_order"))){
validate390.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "space_id") || (key0 === "version")) || (key0 === "collapsed")) || (key0 === "channel_order")) || (key0 === "updated_by_device_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.space_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collapsed !== undefined){
const _errs4 = errors;
if(typeof data.collapsed !== "boolean"){
validate390.errors = [{instancePath:instancePath+"/collapsed",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_order !== undefined){
let data3 = data.channel_order;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate60(data3[i0], {instancePath:instancePath+"/channel_order/" + i0}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate390.errors = [{instancePath:instancePath+"/channel_order",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs9 = errors;
if(!(validate60(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate390.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate390.errors = vErrors;
return errors === 0;
}


function validate388(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate281(data, {instancePath}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate388.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("sidebar.updated" !== data0){
validate388.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "sidebar.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate388.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("space" !== data2.kind){
validate388.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "space"}}];
return false;
}
}
}
else {
validate388.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate390(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate390.errors : vErrors.concat(validate390.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate388.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate388.errors = vErrors;
return errors === 0;
}


function validate398(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.content_md === undefined) && (missing0 = "content_md"))) || ((data.file_ids === undefined) && (missing0 = "file_ids"))){
validate398.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "thread_id") || (key0 === "version")) || (key0 === "content_md")) || (key0 === "file_ids")) || (key0 === "updated_by_device_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_md !== undefined){
const _errs4 = errors;
if(typeof data.content_md !== "string"){
validate398.errors = [{instancePath:instancePath+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_ids !== undefined){
let data3 = data.file_ids;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate60(data3[i0], {instancePath:instancePath+"/file_ids/" + i0}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate398.errors = [{instancePath:instancePath+"/file_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs9 = errors;
if(!(validate60(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate398.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate398.errors = vErrors;
return errors === 0;
}


function validate396(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate352(data, {instancePath}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate396.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("draft.updated" !== data0){
validate396.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "draft.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate396.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("draft" !== data2.kind){
validate396.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "draft"}}];
return false;
}
}
}
else {
validate396.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate398(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate398.errors : vErrors.concat(validate398.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate396.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate396.errors = vErrors;
return errors === 0;
}


function validate406(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.version === undefined) && (missing0 = "version"))){
validate406.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "thread_id") || (key0 === "version")) || (key0 === "updated_by_device_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs4 = errors;
if(!(validate60(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate406.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate406.errors = vErrors;
return errors === 0;
}


function validate404(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate352(data, {instancePath}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate404.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("draft.deleted" !== data0){
validate404.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "draft.deleted"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate404.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("draft" !== data2.kind){
validate404.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "draft"}}];
return false;
}
}
}
else {
validate404.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate406(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate406.errors : vErrors.concat(validate406.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate404.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate404.errors = vErrors;
return errors === 0;
}


function validate413(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.key === undefined) && (missing0 = "key")) || ((data.version === undefined) && (missing0 = "version"))){
validate413.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "key") || (key0 === "value")) || (key0 === "deleted")) || (key0 === "version")) || (key0 === "updated_by_device_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.key !== undefined){
let data0 = data.key;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 200){
validate413.errors = [{instancePath:instancePath+"/key",keyword:"maxLength",params:{limit: 200}}];
return false;
}
else {
if(func1(data0) < 1){
validate413.errors = [{instancePath:instancePath+"/key",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate413.errors = [{instancePath:instancePath+"/key",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs4 = errors;
if(!(validate335(data.value, {instancePath:instancePath+"/value"}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted !== undefined){
let data2 = data.deleted;
const _errs5 = errors;
if(typeof data2 !== "boolean"){
validate413.errors = [{instancePath:instancePath+"/deleted",keyword:"type",params:{type: "boolean"}}];
return false;
}
if(true !== data2){
validate413.errors = [{instancePath:instancePath+"/deleted",keyword:"const",params:{allowedValue: true}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs7 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs8 = errors;
if(!(validate60(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate413.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate413.errors = vErrors;
return errors === 0;
}


function validate411(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate352(data, {instancePath}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate411.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("settings.updated" !== data0){
validate411.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "settings.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate411.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("setting" !== data2.kind){
validate411.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "setting"}}];
return false;
}
}
}
else {
validate411.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate413(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate413.errors : vErrors.concat(validate413.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate411.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate411.errors = vErrors;
return errors === 0;
}

const schema134_37 = ["all","mentions","none"];

function validate420(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.target === undefined) && (missing0 = "target")) || ((data.level === undefined) && (missing0 = "level"))) || ((data.version === undefined) && (missing0 = "version"))){
validate420.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "target") || (key0 === "level")) || (key0 === "version")) || (key0 === "updated_by_device_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.target !== undefined){
const _errs2 = errors;
if(!(validate365(data.target, {instancePath:instancePath+"/target"}))){
vErrors = vErrors === null ? validate365.errors : vErrors.concat(validate365.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
let data1 = data.level;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate420.errors = [{instancePath:instancePath+"/level",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data1 === "all") || (data1 === "mentions")) || (data1 === "none"))){
validate420.errors = [{instancePath:instancePath+"/level",keyword:"enum",params:{allowedValues: schema134_37}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs5 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs6 = errors;
if(!(validate60(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate420.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate420.errors = vErrors;
return errors === 0;
}


function validate418(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate352(data, {instancePath}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate418.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("notification_pref.updated" !== data0){
validate418.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "notification_pref.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate418.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("notification_pref" !== data2.kind){
validate418.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "notification_pref"}}];
return false;
}
}
}
else {
validate418.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate420(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate420.errors : vErrors.concat(validate420.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate418.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate418.errors = vErrors;
return errors === 0;
}

const pattern6 = /*#__PURE__*/ new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

function validate427(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.enabled === undefined) && (missing0 = "enabled")) || ((data.start === undefined) && (missing0 = "start"))) || ((data.end === undefined) && (missing0 = "end"))) || ((data.timezone === undefined) && (missing0 = "timezone"))) || ((data.version === undefined) && (missing0 = "version"))){
validate427.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "enabled") || (key0 === "start")) || (key0 === "end")) || (key0 === "timezone")) || (key0 === "version")) || (key0 === "updated_by_device_id"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.enabled !== undefined){
const _errs2 = errors;
if(typeof data.enabled !== "boolean"){
validate427.errors = [{instancePath:instancePath+"/enabled",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start !== undefined){
let data1 = data.start;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
validate427.errors = [{instancePath:instancePath+"/start",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"}}];
return false;
}
}
else {
validate427.errors = [{instancePath:instancePath+"/start",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end !== undefined){
let data2 = data.end;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
validate427.errors = [{instancePath:instancePath+"/end",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"}}];
return false;
}
}
else {
validate427.errors = [{instancePath:instancePath+"/end",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezone !== undefined){
let data3 = data.timezone;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate427.errors = [{instancePath:instancePath+"/timezone",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate427.errors = [{instancePath:instancePath+"/timezone",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs10 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs11 = errors;
if(!(validate60(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate427.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate427.errors = vErrors;
return errors === 0;
}


function validate425(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate352(data, {instancePath}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate425.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("quiet_hours.updated" !== data0){
validate425.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "quiet_hours.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate425.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("quiet_hours" !== data2.kind){
validate425.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "quiet_hours"}}];
return false;
}
}
}
else {
validate425.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate427(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate427.errors : vErrors.concat(validate427.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate425.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate425.errors = vErrors;
return errors === 0;
}

const schema138_38 = ["pending","active","disabled"];

function validate433(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.host_id === undefined) && (missing0 = "host_id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.version === undefined) && (missing0 = "version"))){
validate433.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "host_id") || (key0 === "name")) || (key0 === "state")) || (key0 === "version"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.host_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.host_id, {instancePath:instancePath+"/host_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate433.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate433.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data2 === "pending") || (data2 === "active")) || (data2 === "disabled"))){
validate433.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema138_38}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs7 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate433.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate433.errors = vErrors;
return errors === 0;
}


function validate431(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate107(data, {instancePath}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate431.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("host.updated" !== data0){
validate431.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "host.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate431.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("host" !== data2.kind){
validate431.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "host"}}];
return false;
}
}
}
else {
validate431.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate433(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate433.errors : vErrors.concat(validate433.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate431.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate431.errors = vErrors;
return errors === 0;
}

const schema140_39 = ["opening","open","closed"];
const schema140_40 = ["user_closed","host_offline","access_revoked"];

function validate439(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.host_id === undefined) && (missing0 = "host_id"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.version === undefined) && (missing0 = "version"))){
validate439.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "session_id") || (key0 === "host_id")) || (key0 === "state")) || (key0 === "reason")) || (key0 === "version"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.session_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.session_id, {instancePath:instancePath+"/session_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.host_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.host_id, {instancePath:instancePath+"/host_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate439.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data2 === "opening") || (data2 === "open")) || (data2 === "closed"))){
validate439.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema140_39}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data3 = data.reason;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate439.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data3 === "user_closed") || (data3 === "host_offline")) || (data3 === "access_revoked"))){
validate439.errors = [{instancePath:instancePath+"/reason",keyword:"enum",params:{allowedValues: schema140_40}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs8 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate439.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate439.errors = vErrors;
return errors === 0;
}


function validate437(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate352(data, {instancePath}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate437.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("terminal_session.changed" !== data0){
validate437.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "terminal_session.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate437.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("terminal_session" !== data2.kind){
validate437.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "terminal_session"}}];
return false;
}
}
}
else {
validate437.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate439(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate439.errors : vErrors.concat(validate439.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate437.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate437.errors = vErrors;
return errors === 0;
}

const schema142_41 = {"id":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true};

function validate445(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))){
validate445.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema142_41, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate445.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate445.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate445.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate445.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate445.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate445.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate445.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate445.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate445.errors = vErrors;
return errors === 0;
}


function validate448(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.principal_id === undefined) && (missing0 = "principal_id"))) || ((data.expires_at === undefined) && (missing0 = "expires_at"))){
validate448.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "thread_id") || (key0 === "principal_id")) || (key0 === "expires_at"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.principal_id, {instancePath:instancePath+"/principal_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs4 = errors;
if(!(validate55(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate448.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate448.errors = vErrors;
return errors === 0;
}


function validate444(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate445(data, {instancePath}))){
vErrors = vErrors === null ? validate445.errors : vErrors.concat(validate445.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate444.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("typing.started" !== data0){
validate444.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "typing.started"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate444.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate444.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate444.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate448(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate448.errors : vErrors.concat(validate448.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate444.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate444.errors = vErrors;
return errors === 0;
}

const schema145_42 = {"id":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true};

function validate454(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))){
validate454.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema145_42, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate454.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate454.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate454.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate454.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate454.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate454.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate76(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate454.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate454.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate454.errors = vErrors;
return errors === 0;
}

const schema147_43 = ["add","replace","remove"];
const pattern8 = /*#__PURE__*/ new RegExp("^(/[^/]*)+$", "u");

function validate462(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.path === undefined) && (missing0 = "path"))){
validate462.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "op") || (key0 === "path")) || (key0 === "value"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate462.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data0 === "add") || (data0 === "replace")) || (data0 === "remove"))){
validate462.errors = [{instancePath:instancePath+"/op",keyword:"enum",params:{allowedValues: schema147_43}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data1 = data.path;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern8.test(data1)){
validate462.errors = [{instancePath:instancePath+"/path",keyword:"pattern",params:{pattern: "^(/[^/]*)+$"}}];
return false;
}
}
else {
validate462.errors = [{instancePath:instancePath+"/path",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs6 = errors;
if(!(validate335(data.value, {instancePath:instancePath+"/value"}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate462.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate462.errors = vErrors;
return errors === 0;
}

const schema148_44 = {"state":true,"version":true,"status_line":true,"last_text_excerpt":true,"model":true,"metrics":true,"cost":true,"billing_mode_used":true,"plan":true,"steps":true,"followups":true,"stall_warned_at":true,"times":true};
const schema148_45 = ["pending","in_progress","done","skipped"];
const schema148_46 = {"ordinal":true,"parent_step_id":true,"kind":true,"name":true,"title":true,"status":true,"started_at":true,"ended_at":true,"times":true};
const schema148_47 = ["running","done","failed","cancelled"];
const schema148_48 = ["queued","delivered","absorbed","deferred","discarded"];

function validate465(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.state === undefined) && (missing0 = "state")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.steps === undefined) && (missing0 = "steps"))) || ((data.followups === undefined) && (missing0 = "followups"))){
validate465.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema148_44, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.state !== undefined){
const _errs2 = errors;
if(!(validate93(data.state, {instancePath:instancePath+"/state"}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status_line !== undefined){
const _errs4 = errors;
if(typeof data.status_line !== "string"){
validate465.errors = [{instancePath:instancePath+"/status_line",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_text_excerpt !== undefined){
const _errs6 = errors;
if(typeof data.last_text_excerpt !== "string"){
validate465.errors = [{instancePath:instancePath+"/last_text_excerpt",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs8 = errors;
if(typeof data.model !== "string"){
validate465.errors = [{instancePath:instancePath+"/model",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metrics !== undefined){
let data5 = data.metrics;
const _errs10 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate465.errors = [{instancePath:instancePath+"/metrics",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cost !== undefined){
let data6 = data.cost;
const _errs12 = errors;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate465.errors = [{instancePath:instancePath+"/cost",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billing_mode_used !== undefined){
const _errs14 = errors;
if(typeof data.billing_mode_used !== "string"){
validate465.errors = [{instancePath:instancePath+"/billing_mode_used",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.plan !== undefined){
let data8 = data.plan;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs18 = errors;
if(errors === _errs18){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if((((data9.id === undefined) && (missing1 = "id")) || ((data9.text === undefined) && (missing1 = "text"))) || ((data9.status === undefined) && (missing1 = "status"))){
validate465.errors = [{instancePath:instancePath+"/plan/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data9){
if(!(((key1 === "id") || (key1 === "text")) || (key1 === "status"))){
delete data9[key1];
}
}
if(_errs20 === errors){
if(data9.id !== undefined){
const _errs21 = errors;
if(typeof data9.id !== "string"){
validate465.errors = [{instancePath:instancePath+"/plan/" + i0+"/id",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.text !== undefined){
const _errs23 = errors;
if(typeof data9.text !== "string"){
validate465.errors = [{instancePath:instancePath+"/plan/" + i0+"/text",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.status !== undefined){
let data12 = data9.status;
const _errs25 = errors;
if(typeof data12 !== "string"){
validate465.errors = [{instancePath:instancePath+"/plan/" + i0+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data12 === "pending") || (data12 === "in_progress")) || (data12 === "done")) || (data12 === "skipped"))){
validate465.errors = [{instancePath:instancePath+"/plan/" + i0+"/status",keyword:"enum",params:{allowedValues: schema148_45}}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate465.errors = [{instancePath:instancePath+"/plan/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
else {
validate465.errors = [{instancePath:instancePath+"/plan",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.steps !== undefined){
let data13 = data.steps;
const _errs27 = errors;
if(errors === _errs27){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key2 in data13){
let data14 = data13[key2];
const _errs30 = errors;
if(errors === _errs30){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing2;
if(((((data14.ordinal === undefined) && (missing2 = "ordinal")) || ((data14.kind === undefined) && (missing2 = "kind"))) || ((data14.name === undefined) && (missing2 = "name"))) || ((data14.status === undefined) && (missing2 = "status"))){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
const _errs32 = errors;
for(const key3 in data14){
if(!(func2.call(schema148_46, key3))){
delete data14[key3];
}
}
if(_errs32 === errors){
if(data14.ordinal !== undefined){
let data15 = data14.ordinal;
const _errs33 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/ordinal",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs33){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/ordinal",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.parent_step_id !== undefined){
const _errs35 = errors;
if(typeof data14.parent_step_id !== "string"){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/parent_step_id",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.kind !== undefined){
const _errs37 = errors;
if(typeof data14.kind !== "string"){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs37 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.name !== undefined){
const _errs39 = errors;
if(typeof data14.name !== "string"){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs39 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.title !== undefined){
const _errs41 = errors;
if(typeof data14.title !== "string"){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/title",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs41 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.status !== undefined){
let data20 = data14.status;
const _errs43 = errors;
if(typeof data20 !== "string"){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data20 === "running") || (data20 === "done")) || (data20 === "failed")) || (data20 === "cancelled"))){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",keyword:"enum",params:{allowedValues: schema148_47}}];
return false;
}
var valid4 = _errs43 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.started_at !== undefined){
const _errs45 = errors;
if(!(validate55(data14.started_at, {instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/started_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid4 = _errs45 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.ended_at !== undefined){
const _errs46 = errors;
if(!(validate55(data14.ended_at, {instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/ended_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid4 = _errs46 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.times !== undefined){
let data23 = data14.times;
const _errs47 = errors;
if(!(data23 && typeof data23 == "object" && !Array.isArray(data23))){
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/times",keyword:"type",params:{type: "object"}}];
return false;
}
var valid4 = _errs47 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate465.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs30 === errors;
if(!valid3){
break;
}
}
}
else {
validate465.errors = [{instancePath:instancePath+"/steps",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.followups !== undefined){
let data24 = data.followups;
const _errs49 = errors;
if(errors === _errs49){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key4 in data24){
let data25 = data24[key4];
const _errs52 = errors;
if(errors === _errs52){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing3;
if((data25.status === undefined) && (missing3 = "status")){
validate465.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
const _errs54 = errors;
for(const key5 in data25){
if(!(key5 === "status")){
delete data25[key5];
}
}
if(_errs54 === errors){
if(data25.status !== undefined){
let data26 = data25.status;
if(typeof data26 !== "string"){
validate465.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data26 === "queued") || (data26 === "delivered")) || (data26 === "absorbed")) || (data26 === "deferred")) || (data26 === "discarded"))){
validate465.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",keyword:"enum",params:{allowedValues: schema148_48}}];
return false;
}
}
}
}
}
else {
validate465.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid5 = _errs52 === errors;
if(!valid5){
break;
}
}
}
else {
validate465.errors = [{instancePath:instancePath+"/followups",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stall_warned_at !== undefined){
const _errs57 = errors;
if(!(validate55(data.stall_warned_at, {instancePath:instancePath+"/stall_warned_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.times !== undefined){
let data28 = data.times;
const _errs58 = errors;
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
validate465.errors = [{instancePath:instancePath+"/times",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate465.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate465.errors = vErrors;
return errors === 0;
}


function validate458(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.run_id === undefined) && (missing0 = "run_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.version === undefined) && (missing0 = "version"))){
validate458.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "run_id") || (key0 === "thread_id")) || (key0 === "base_version")) || (key0 === "version")) || (key0 === "ops")) || (key0 === "snapshot")) || (key0 === "snapshot_too_large"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.base_version !== undefined){
let data2 = data.base_version;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate458.errors = [{instancePath:instancePath+"/base_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate458.errors = [{instancePath:instancePath+"/base_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs6 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ops !== undefined){
let data4 = data.ops;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate462(data4[i0], {instancePath:instancePath+"/ops/" + i0}))){
vErrors = vErrors === null ? validate462.errors : vErrors.concat(validate462.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate458.errors = [{instancePath:instancePath+"/ops",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.snapshot !== undefined){
const _errs10 = errors;
if(!(validate465(data.snapshot, {instancePath:instancePath+"/snapshot"}))){
vErrors = vErrors === null ? validate465.errors : vErrors.concat(validate465.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.snapshot_too_large !== undefined){
let data7 = data.snapshot_too_large;
const _errs11 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate458.errors = [{instancePath:instancePath+"/snapshot_too_large",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate458.errors = [{instancePath:instancePath+"/snapshot_too_large",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate458.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate458.errors = vErrors;
return errors === 0;
}


function validate453(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate454(data, {instancePath}))){
vErrors = vErrors === null ? validate454.errors : vErrors.concat(validate454.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate453.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.updated" !== data0){
validate453.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate453.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate453.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate453.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate458(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate458.errors : vErrors.concat(validate458.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate453.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate453.errors = vErrors;
return errors === 0;
}

const schema150_49 = ["online","degraded","offline"];

function validate475(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.state === undefined) && (missing0 = "state"))){
validate475.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "state")) || (key0 === "reported_billing_mode"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data1 = data.state;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate475.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data1 === "online") || (data1 === "degraded")) || (data1 === "offline"))){
validate475.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema150_49}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reported_billing_mode !== undefined){
const _errs5 = errors;
if(typeof data.reported_billing_mode !== "string"){
validate475.errors = [{instancePath:instancePath+"/reported_billing_mode",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate475.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate475.errors = vErrors;
return errors === 0;
}


function validate473(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate445(data, {instancePath}))){
vErrors = vErrors === null ? validate445.errors : vErrors.concat(validate445.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate473.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.presence_changed" !== data0){
validate473.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.presence_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate473.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("agent" !== data2.kind){
validate473.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "agent"}}];
return false;
}
}
}
else {
validate473.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate475(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate475.errors : vErrors.concat(validate475.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate473.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate473.errors = vErrors;
return errors === 0;
}

const schema152_50 = {"id":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true};

function validate479(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.audience === undefined) && (missing0 = "audience"))){
validate479.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema152_50, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate479.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate479.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate479.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate479.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate479.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate479.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate479.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate479.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate479.errors = vErrors;
return errors === 0;
}

const schema153_51 = ["mention","reply","run_finished","access_expiring"];

function validate482(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.notification_id === undefined) && (missing0 = "notification_id")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate482.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "notification_id") || (key0 === "kind")) || (key0 === "thread_id")) || (key0 === "message_id")) || (key0 === "created_at"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.notification_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.notification_id, {instancePath:instancePath+"/notification_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data1 = data.kind;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate482.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data1 === "mention") || (data1 === "reply")) || (data1 === "run_finished")) || (data1 === "access_expiring"))){
validate482.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema153_51}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs5 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs6 = errors;
if(!(validate60(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs7 = errors;
if(!(validate55(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate482.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate482.errors = vErrors;
return errors === 0;
}


function validate478(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate479(data, {instancePath}))){
vErrors = vErrors === null ? validate479.errors : vErrors.concat(validate479.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate478.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("notification.created" !== data0){
validate478.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "notification.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate478.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("notification" !== data2.kind){
validate478.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "notification"}}];
return false;
}
}
}
else {
validate478.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate482(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate482.errors : vErrors.concat(validate482.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate478.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate478.errors = vErrors;
return errors === 0;
}

const schema155_52 = {"id":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"invocation_token":true};

function validate489(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.audience === undefined) && (missing0 = "audience"))){
validate489.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema155_52, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate489.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate489.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate489.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
delete data2[key1];
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate489.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate489.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate489.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate489.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate489.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate489.errors = vErrors;
return errors === 0;
}

const schema156_53 = {"request_id":true,"command_id":true,"channel_id":true,"thread_id":true,"user_id":true,"option":true,"value":true,"options":true,"expires_at":true};

function validate492(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.request_id === undefined) && (missing0 = "request_id")) || ((data.command_id === undefined) && (missing0 = "command_id"))) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.user_id === undefined) && (missing0 = "user_id"))) || ((data.option === undefined) && (missing0 = "option"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.options === undefined) && (missing0 = "options"))) || ((data.expires_at === undefined) && (missing0 = "expires_at"))){
validate492.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema156_53, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.request_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.request_id, {instancePath:instancePath+"/request_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command_id !== undefined){
let data1 = data.command_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate492.errors = [{instancePath:instancePath+"/command_id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate492.errors = [{instancePath:instancePath+"/command_id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs5 = errors;
if(!(validate60(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs6 = errors;
if(!(validate60(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_id !== undefined){
const _errs7 = errors;
if(!(validate60(data.user_id, {instancePath:instancePath+"/user_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.option !== undefined){
const _errs8 = errors;
if(typeof data.option !== "string"){
validate492.errors = [{instancePath:instancePath+"/option",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs10 = errors;
if(typeof data.value !== "string"){
validate492.errors = [{instancePath:instancePath+"/value",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.options !== undefined){
let data7 = data.options;
const _errs12 = errors;
if(errors === _errs12){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
const _errs15 = errors;
if(!(validate335(data7[key1], {instancePath:instancePath+"/options/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate492.errors = [{instancePath:instancePath+"/options",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs16 = errors;
if(!(validate55(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate492.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate492.errors = vErrors;
return errors === 0;
}


function validate488(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate489(data, {instancePath}))){
vErrors = vErrors === null ? validate489.errors : vErrors.concat(validate489.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate488.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("command.autocomplete_requested" !== data0){
validate488.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "command.autocomplete_requested"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate488.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("command" !== data2.kind){
validate488.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "command"}}];
return false;
}
}
}
else {
validate488.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate492(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate492.errors : vErrors.concat(validate492.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate488.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate488.errors = vErrors;
return errors === 0;
}

const schema158_54 = ["online","offline"];

function validate502(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.host_id === undefined) && (missing0 = "host_id")) || ((data.state === undefined) && (missing0 = "state"))){
validate502.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "host_id") || (key0 === "state"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.host_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.host_id, {instancePath:instancePath+"/host_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data1 = data.state;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate502.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data1 === "online") || (data1 === "offline"))){
validate502.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema158_54}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate502.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate502.errors = vErrors;
return errors === 0;
}


function validate500(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate445(data, {instancePath}))){
vErrors = vErrors === null ? validate445.errors : vErrors.concat(validate445.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate500.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("host.presence_changed" !== data0){
validate500.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "host.presence_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate500.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("host" !== data2.kind){
validate500.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "host"}}];
return false;
}
}
}
else {
validate500.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate502(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate502.errors : vErrors.concat(validate502.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate500.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate500.errors = vErrors;
return errors === 0;
}


function validate507(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.at === undefined) && (missing0 = "at")) || ((data.interval_ms === undefined) && (missing0 = "interval_ms"))) || ((data.channels === undefined) && (missing0 = "channels"))){
validate507.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "space_id") || (key0 === "at")) || (key0 === "interval_ms")) || (key0 === "channels"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.space_id !== undefined){
const _errs2 = errors;
if(!(validate60(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
const _errs3 = errors;
if(!(validate55(data.at, {instancePath:instancePath+"/at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interval_ms !== undefined){
let data2 = data.interval_ms;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate507.errors = [{instancePath:instancePath+"/interval_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate507.errors = [{instancePath:instancePath+"/interval_ms",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data3 = data.channels;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs8 = errors;
if(errors === _errs8){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((data4.channel_id === undefined) && (missing1 = "channel_id")) || ((data4.messages_per_minute === undefined) && (missing1 = "messages_per_minute"))) || ((data4.active_runs === undefined) && (missing1 = "active_runs"))){
validate507.errors = [{instancePath:instancePath+"/channels/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs10 = errors;
for(const key1 in data4){
if(!(((key1 === "channel_id") || (key1 === "messages_per_minute")) || (key1 === "active_runs"))){
delete data4[key1];
}
}
if(_errs10 === errors){
if(data4.channel_id !== undefined){
const _errs11 = errors;
if(!(validate60(data4.channel_id, {instancePath:instancePath+"/channels/" + i0+"/channel_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.messages_per_minute !== undefined){
let data6 = data4.messages_per_minute;
const _errs12 = errors;
if(errors === _errs12){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate507.errors = [{instancePath:instancePath+"/channels/" + i0+"/messages_per_minute",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate507.errors = [{instancePath:instancePath+"/channels/" + i0+"/messages_per_minute",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.active_runs !== undefined){
let data7 = data4.active_runs;
const _errs14 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate507.errors = [{instancePath:instancePath+"/channels/" + i0+"/active_runs",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs14){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate507.errors = [{instancePath:instancePath+"/channels/" + i0+"/active_runs",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate507.errors = [{instancePath:instancePath+"/channels/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate507.errors = [{instancePath:instancePath+"/channels",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate507.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate507.errors = vErrors;
return errors === 0;
}


function validate505(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate479(data, {instancePath}))){
vErrors = vErrors === null ? validate479.errors : vErrors.concat(validate479.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate505.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("stats.live" !== data0){
validate505.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "stats.live"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate505.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("stats" !== data2.kind){
validate505.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "stats"}}];
return false;
}
}
}
else {
validate505.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate507(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate505.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate505.errors = vErrors;
return errors === 0;
}


function validate105(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate105.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate105.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "message.created"){
if(!(validate106(data, {instancePath}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.updated"){
if(!(validate151(data, {instancePath}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.deleted"){
if(!(validate160(data, {instancePath}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.added"){
if(!(validate168(data, {instancePath}))){
vErrors = vErrors === null ? validate168.errors : vErrors.concat(validate168.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.removed"){
if(!(validate179(data, {instancePath}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.added"){
if(!(validate188(data, {instancePath}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.removed"){
if(!(validate194(data, {instancePath}))){
vErrors = vErrors === null ? validate194.errors : vErrors.concat(validate194.errors);
errors = vErrors.length;
}
}
else if(tag0 === "file.updated"){
if(!(validate199(data, {instancePath}))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.updated"){
if(!(validate214(data, {instancePath}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.closed"){
if(!(validate224(data, {instancePath}))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved"){
if(!(validate229(data, {instancePath}))){
vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved_out"){
if(!(validate235(data, {instancePath}))){
vErrors = vErrors === null ? validate235.errors : vErrors.concat(validate235.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.created"){
if(!(validate241(data, {instancePath}))){
vErrors = vErrors === null ? validate241.errors : vErrors.concat(validate241.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.updated"){
if(!(validate246(data, {instancePath}))){
vErrors = vErrors === null ? validate246.errors : vErrors.concat(validate246.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.archived"){
if(!(validate251(data, {instancePath}))){
vErrors = vErrors === null ? validate251.errors : vErrors.concat(validate251.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.settings_changed"){
if(!(validate256(data, {instancePath}))){
vErrors = vErrors === null ? validate256.errors : vErrors.concat(validate256.errors);
errors = vErrors.length;
}
}
else if(tag0 === "space.archived"){
if(!(validate261(data, {instancePath}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
}
else if(tag0 === "import.progress"){
if(!(validate266(data, {instancePath}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.state_changed"){
if(!(validate272(data, {instancePath}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.cancel_requested"){
if(!(validate280(data, {instancePath}))){
vErrors = vErrors === null ? validate280.errors : vErrors.concat(validate280.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.invocation"){
if(!(validate287(data, {instancePath}))){
vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.followup"){
if(!(validate297(data, {instancePath}))){
vErrors = vErrors === null ? validate297.errors : vErrors.concat(validate297.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.config_changed"){
if(!(validate304(data, {instancePath}))){
vErrors = vErrors === null ? validate304.errors : vErrors.concat(validate304.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.updated"){
if(!(validate310(data, {instancePath}))){
vErrors = vErrors === null ? validate310.errors : vErrors.concat(validate310.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent_session.changed"){
if(!(validate320(data, {instancePath}))){
vErrors = vErrors === null ? validate320.errors : vErrors.concat(validate320.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.invoked"){
if(!(validate327(data, {instancePath}))){
vErrors = vErrors === null ? validate327.errors : vErrors.concat(validate327.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.created"){
if(!(validate338(data, {instancePath}))){
vErrors = vErrors === null ? validate338.errors : vErrors.concat(validate338.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.discarded"){
if(!(validate351(data, {instancePath}))){
vErrors = vErrors === null ? validate351.errors : vErrors.concat(validate351.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.changed"){
if(!(validate362(data, {instancePath}))){
vErrors = vErrors === null ? validate362.errors : vErrors.concat(validate362.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.expiring"){
if(!(validate374(data, {instancePath}))){
vErrors = vErrors === null ? validate374.errors : vErrors.concat(validate374.errors);
errors = vErrors.length;
}
}
else if(tag0 === "read_state.updated"){
if(!(validate381(data, {instancePath}))){
vErrors = vErrors === null ? validate381.errors : vErrors.concat(validate381.errors);
errors = vErrors.length;
}
}
else if(tag0 === "sidebar.updated"){
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.updated"){
if(!(validate396(data, {instancePath}))){
vErrors = vErrors === null ? validate396.errors : vErrors.concat(validate396.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.deleted"){
if(!(validate404(data, {instancePath}))){
vErrors = vErrors === null ? validate404.errors : vErrors.concat(validate404.errors);
errors = vErrors.length;
}
}
else if(tag0 === "settings.updated"){
if(!(validate411(data, {instancePath}))){
vErrors = vErrors === null ? validate411.errors : vErrors.concat(validate411.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification_pref.updated"){
if(!(validate418(data, {instancePath}))){
vErrors = vErrors === null ? validate418.errors : vErrors.concat(validate418.errors);
errors = vErrors.length;
}
}
else if(tag0 === "quiet_hours.updated"){
if(!(validate425(data, {instancePath}))){
vErrors = vErrors === null ? validate425.errors : vErrors.concat(validate425.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.updated"){
if(!(validate431(data, {instancePath}))){
vErrors = vErrors === null ? validate431.errors : vErrors.concat(validate431.errors);
errors = vErrors.length;
}
}
else if(tag0 === "terminal_session.changed"){
if(!(validate437(data, {instancePath}))){
vErrors = vErrors === null ? validate437.errors : vErrors.concat(validate437.errors);
errors = vErrors.length;
}
}
else if(tag0 === "typing.started"){
if(!(validate444(data, {instancePath}))){
vErrors = vErrors === null ? validate444.errors : vErrors.concat(validate444.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.updated"){
if(!(validate453(data, {instancePath}))){
vErrors = vErrors === null ? validate453.errors : vErrors.concat(validate453.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.presence_changed"){
if(!(validate473(data, {instancePath}))){
vErrors = vErrors === null ? validate473.errors : vErrors.concat(validate473.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification.created"){
if(!(validate478(data, {instancePath}))){
vErrors = vErrors === null ? validate478.errors : vErrors.concat(validate478.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.autocomplete_requested"){
if(!(validate488(data, {instancePath}))){
vErrors = vErrors === null ? validate488.errors : vErrors.concat(validate488.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.presence_changed"){
if(!(validate500(data, {instancePath}))){
vErrors = vErrors === null ? validate500.errors : vErrors.concat(validate500.errors);
errors = vErrors.length;
}
}
else if(tag0 === "stats.live"){
if(!(validate505(data, {instancePath}))){
vErrors = vErrors === null ? validate505.errors : vErrors.concat(validate505.errors);
errors = vErrors.length;
}
}
else {
validate105.errors = [{instancePath,keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate105.errors = [{instancePath,keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate105.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate105.errors = vErrors;
return errors === 0;
}


function validate104(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate104.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate104.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("dispatch" !== data0){
validate104.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "dispatch"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
const _errs4 = errors;
if(!(validate105(data.d, {instancePath:instancePath+"/d"}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate104.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}


function validate559(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate559.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate559.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("cursor" !== data0){
validate559.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "cursor"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.seq === undefined) && (missing1 = "seq")){
validate559.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "seq")){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.seq !== undefined){
if(!(validate68(data1.seq, {instancePath:instancePath+"/d/seq"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate559.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate559.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate559.errors = vErrors;
return errors === 0;
}


function validate561(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate561.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate561.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("catchup.complete" !== data0){
validate561.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "catchup.complete"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.head_seq === undefined) && (missing1 = "head_seq")){
validate561.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "head_seq")){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.head_seq !== undefined){
if(!(validate68(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate561.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate561.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate561.errors = vErrors;
return errors === 0;
}

const schema164_55 = ["epoch_changed","retention","too_far_behind","cursor_ahead","snapshot_too_large"];

function validate564(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate564.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "epoch_changed") || (data === "retention")) || (data === "too_far_behind")) || (data === "cursor_ahead")) || (data === "snapshot_too_large"))){
validate564.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema164_55}}];
return false;
}
validate564.errors = vErrors;
return errors === 0;
}


function validate563(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate563.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate563.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("resync_required" !== data0){
validate563.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "resync_required"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.reason === undefined) && (missing1 = "reason")) || ((data1.head_seq === undefined) && (missing1 = "head_seq"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate563.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(((key1 === "reason") || (key1 === "head_seq")) || (key1 === "sync_epoch"))){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.reason !== undefined){
const _errs7 = errors;
if(!(validate564(data1.reason, {instancePath:instancePath+"/d/reason"}))){
vErrors = vErrors === null ? validate564.errors : vErrors.concat(validate564.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.head_seq !== undefined){
const _errs8 = errors;
if(!(validate68(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs9 = errors;
if(!(validate57(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate563.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate563.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate563.errors = vErrors;
return errors === 0;
}


function validate568(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate568.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate568.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("heartbeat_ack" !== data0){
validate568.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "heartbeat_ack"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
delete data1[key1];
}
}
else {
validate568.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate568.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate568.errors = vErrors;
return errors === 0;
}


function validate569(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate569.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate569.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.update_ack" !== data0){
validate569.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "run.update_ack"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.run_id === undefined) && (missing1 = "run_id")) || ((data1.version === undefined) && (missing1 = "version"))){
validate569.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "run_id") || (key1 === "version"))){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.run_id !== undefined){
const _errs7 = errors;
if(!(validate60(data1.run_id, {instancePath:instancePath+"/d/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.version !== undefined){
let data3 = data1.version;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate569.errors = [{instancePath:instancePath+"/d/version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate569.errors = [{instancePath:instancePath+"/d/version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate569.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate569.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate569.errors = vErrors;
return errors === 0;
}


function validate571(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate571.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate571.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("reauth_required" !== data0){
validate571.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "reauth_required"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.expires_at === undefined) && (missing1 = "expires_at")) || ((data1.dpop_nonce === undefined) && (missing1 = "dpop_nonce"))){
validate571.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "expires_at") || (key1 === "dpop_nonce"))){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.expires_at !== undefined){
const _errs7 = errors;
if(!(validate55(data1.expires_at, {instancePath:instancePath+"/d/expires_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.dpop_nonce !== undefined){
let data3 = data1.dpop_nonce;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate571.errors = [{instancePath:instancePath+"/d/dpop_nonce",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate571.errors = [{instancePath:instancePath+"/d/dpop_nonce",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate571.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate571.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate571.errors = vErrors;
return errors === 0;
}

const schema169_56 = ["validation_failed","authentication_failed","use_dpop_nonce","token_expired","revoked","forbidden","device_pending","invocation_token_invalid","not_found","request_timeout","request_in_progress","base_version_conflict","already_started","run_not_active","billing_mode_mismatch","tool_class_mismatch","run_active_other_agent","subscription_exists","subscription_limit_reached","autocomplete_closed","last_owner","message_deleted","resync_required","version_conflict","payload_too_large","unsupported_media_type","expectation_failed","idempotency_key_reuse","precondition_required","rate_limited","internal_error","service_unavailable"];

function validate574(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate574.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((((((((((((((((((((((((data === "validation_failed") || (data === "authentication_failed")) || (data === "use_dpop_nonce")) || (data === "token_expired")) || (data === "revoked")) || (data === "forbidden")) || (data === "device_pending")) || (data === "invocation_token_invalid")) || (data === "not_found")) || (data === "request_timeout")) || (data === "request_in_progress")) || (data === "base_version_conflict")) || (data === "already_started")) || (data === "run_not_active")) || (data === "billing_mode_mismatch")) || (data === "tool_class_mismatch")) || (data === "run_active_other_agent")) || (data === "subscription_exists")) || (data === "subscription_limit_reached")) || (data === "autocomplete_closed")) || (data === "last_owner")) || (data === "message_deleted")) || (data === "resync_required")) || (data === "version_conflict")) || (data === "payload_too_large")) || (data === "unsupported_media_type")) || (data === "expectation_failed")) || (data === "idempotency_key_reuse")) || (data === "precondition_required")) || (data === "rate_limited")) || (data === "internal_error")) || (data === "service_unavailable"))){
validate574.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema169_56}}];
return false;
}
validate574.errors = vErrors;
return errors === 0;
}


function validate573(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate573.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate573.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("error" !== data0){
validate573.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "error"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.code === undefined) && (missing1 = "code")) || ((data1.op === undefined) && (missing1 = "op"))){
validate573.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((((((((key1 === "code") || (key1 === "op")) || (key1 === "detail")) || (key1 === "retry_after_ms")) || (key1 === "current")) || (key1 === "current_too_large")) || (key1 === "run_id")) || (key1 === "reason"))){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.code !== undefined){
const _errs7 = errors;
if(!(validate574(data1.code, {instancePath:instancePath+"/d/code"}))){
vErrors = vErrors === null ? validate574.errors : vErrors.concat(validate574.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.op !== undefined){
const _errs8 = errors;
if(typeof data1.op !== "string"){
validate573.errors = [{instancePath:instancePath+"/d/op",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.detail !== undefined){
const _errs10 = errors;
if(typeof data1.detail !== "string"){
validate573.errors = [{instancePath:instancePath+"/d/detail",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.retry_after_ms !== undefined){
let data5 = data1.retry_after_ms;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate573.errors = [{instancePath:instancePath+"/d/retry_after_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate573.errors = [{instancePath:instancePath+"/d/retry_after_ms",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.current !== undefined){
const _errs14 = errors;
if(!(validate465(data1.current, {instancePath:instancePath+"/d/current"}))){
vErrors = vErrors === null ? validate465.errors : vErrors.concat(validate465.errors);
errors = vErrors.length;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.current_too_large !== undefined){
let data7 = data1.current_too_large;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate573.errors = [{instancePath:instancePath+"/d/current_too_large",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate573.errors = [{instancePath:instancePath+"/d/current_too_large",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.run_id !== undefined){
const _errs17 = errors;
if(!(validate60(data1.run_id, {instancePath:instancePath+"/d/run_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.reason !== undefined){
const _errs18 = errors;
if(typeof data1.reason !== "string"){
validate573.errors = [{instancePath:instancePath+"/d/reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate573.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate573.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate573.errors = vErrors;
return errors === 0;
}


function validate53(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.op === undefined) && (missing0 = "op")){
validate53.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.op !== undefined){
const _errs2 = errors;
if(typeof data.op !== "string"){
validate53.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.op;
if(typeof tag0 == "string"){
if(tag0 === "hello"){
if(!(validate54(data, {instancePath}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
else if(tag0 === "ready"){
if(!(validate59(data, {instancePath}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
else if(tag0 === "resumed"){
if(!(validate100(data, {instancePath}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
else if(tag0 === "dispatch"){
if(!(validate104(data, {instancePath}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
else if(tag0 === "cursor"){
if(!(validate559(data, {instancePath}))){
vErrors = vErrors === null ? validate559.errors : vErrors.concat(validate559.errors);
errors = vErrors.length;
}
}
else if(tag0 === "catchup.complete"){
if(!(validate561(data, {instancePath}))){
vErrors = vErrors === null ? validate561.errors : vErrors.concat(validate561.errors);
errors = vErrors.length;
}
}
else if(tag0 === "resync_required"){
if(!(validate563(data, {instancePath}))){
vErrors = vErrors === null ? validate563.errors : vErrors.concat(validate563.errors);
errors = vErrors.length;
}
}
else if(tag0 === "heartbeat_ack"){
if(!(validate568(data, {instancePath}))){
vErrors = vErrors === null ? validate568.errors : vErrors.concat(validate568.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.update_ack"){
if(!(validate569(data, {instancePath}))){
vErrors = vErrors === null ? validate569.errors : vErrors.concat(validate569.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reauth_required"){
if(!(validate571(data, {instancePath}))){
vErrors = vErrors === null ? validate571.errors : vErrors.concat(validate571.errors);
errors = vErrors.length;
}
}
else if(tag0 === "error"){
if(!(validate573(data, {instancePath}))){
vErrors = vErrors === null ? validate573.errors : vErrors.concat(validate573.errors);
errors = vErrors.length;
}
}
else {
validate53.errors = [{instancePath,keyword:"discriminator",params:{error: "mapping", tag: "op", tagValue: tag0}}];
return false;
}
}
else {
validate53.errors = [{instancePath,keyword:"discriminator",params:{error: "tag", tag: "op", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate53.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}

export const EventsPage = /*#__PURE__*/ withMessages(validate589);

function validate589(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.events === undefined) && (missing0 = "events")) || ((data.next_cursor === undefined) && (missing0 = "next_cursor"))) || ((data.head_seq === undefined) && (missing0 = "head_seq"))) || ((data.sync_epoch === undefined) && (missing0 = "sync_epoch"))){
validate589.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "events") || (key0 === "next_cursor")) || (key0 === "head_seq")) || (key0 === "sync_epoch"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.events !== undefined){
let data0 = data.events;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate105(data0[i0], {instancePath:instancePath+"/events/" + i0}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate589.errors = [{instancePath:instancePath+"/events",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_cursor !== undefined){
const _errs5 = errors;
if(!(validate68(data.next_cursor, {instancePath:instancePath+"/next_cursor"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.head_seq !== undefined){
const _errs6 = errors;
if(!(validate68(data.head_seq, {instancePath:instancePath+"/head_seq"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs7 = errors;
if(!(validate57(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate589.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate589.errors = vErrors;
return errors === 0;
}

export const Event = /*#__PURE__*/ withMessages(validate594);

function validate594(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate594.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate594.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "message.created"){
if(!(validate106(data, {instancePath}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.updated"){
if(!(validate151(data, {instancePath}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.deleted"){
if(!(validate160(data, {instancePath}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.added"){
if(!(validate168(data, {instancePath}))){
vErrors = vErrors === null ? validate168.errors : vErrors.concat(validate168.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.removed"){
if(!(validate179(data, {instancePath}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.added"){
if(!(validate188(data, {instancePath}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.removed"){
if(!(validate194(data, {instancePath}))){
vErrors = vErrors === null ? validate194.errors : vErrors.concat(validate194.errors);
errors = vErrors.length;
}
}
else if(tag0 === "file.updated"){
if(!(validate199(data, {instancePath}))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.updated"){
if(!(validate214(data, {instancePath}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.closed"){
if(!(validate224(data, {instancePath}))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved"){
if(!(validate229(data, {instancePath}))){
vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved_out"){
if(!(validate235(data, {instancePath}))){
vErrors = vErrors === null ? validate235.errors : vErrors.concat(validate235.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.created"){
if(!(validate241(data, {instancePath}))){
vErrors = vErrors === null ? validate241.errors : vErrors.concat(validate241.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.updated"){
if(!(validate246(data, {instancePath}))){
vErrors = vErrors === null ? validate246.errors : vErrors.concat(validate246.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.archived"){
if(!(validate251(data, {instancePath}))){
vErrors = vErrors === null ? validate251.errors : vErrors.concat(validate251.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.settings_changed"){
if(!(validate256(data, {instancePath}))){
vErrors = vErrors === null ? validate256.errors : vErrors.concat(validate256.errors);
errors = vErrors.length;
}
}
else if(tag0 === "space.archived"){
if(!(validate261(data, {instancePath}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
}
else if(tag0 === "import.progress"){
if(!(validate266(data, {instancePath}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.state_changed"){
if(!(validate272(data, {instancePath}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.cancel_requested"){
if(!(validate280(data, {instancePath}))){
vErrors = vErrors === null ? validate280.errors : vErrors.concat(validate280.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.invocation"){
if(!(validate287(data, {instancePath}))){
vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.followup"){
if(!(validate297(data, {instancePath}))){
vErrors = vErrors === null ? validate297.errors : vErrors.concat(validate297.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.config_changed"){
if(!(validate304(data, {instancePath}))){
vErrors = vErrors === null ? validate304.errors : vErrors.concat(validate304.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.updated"){
if(!(validate310(data, {instancePath}))){
vErrors = vErrors === null ? validate310.errors : vErrors.concat(validate310.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent_session.changed"){
if(!(validate320(data, {instancePath}))){
vErrors = vErrors === null ? validate320.errors : vErrors.concat(validate320.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.invoked"){
if(!(validate327(data, {instancePath}))){
vErrors = vErrors === null ? validate327.errors : vErrors.concat(validate327.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.created"){
if(!(validate338(data, {instancePath}))){
vErrors = vErrors === null ? validate338.errors : vErrors.concat(validate338.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.discarded"){
if(!(validate351(data, {instancePath}))){
vErrors = vErrors === null ? validate351.errors : vErrors.concat(validate351.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.changed"){
if(!(validate362(data, {instancePath}))){
vErrors = vErrors === null ? validate362.errors : vErrors.concat(validate362.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.expiring"){
if(!(validate374(data, {instancePath}))){
vErrors = vErrors === null ? validate374.errors : vErrors.concat(validate374.errors);
errors = vErrors.length;
}
}
else if(tag0 === "read_state.updated"){
if(!(validate381(data, {instancePath}))){
vErrors = vErrors === null ? validate381.errors : vErrors.concat(validate381.errors);
errors = vErrors.length;
}
}
else if(tag0 === "sidebar.updated"){
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.updated"){
if(!(validate396(data, {instancePath}))){
vErrors = vErrors === null ? validate396.errors : vErrors.concat(validate396.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.deleted"){
if(!(validate404(data, {instancePath}))){
vErrors = vErrors === null ? validate404.errors : vErrors.concat(validate404.errors);
errors = vErrors.length;
}
}
else if(tag0 === "settings.updated"){
if(!(validate411(data, {instancePath}))){
vErrors = vErrors === null ? validate411.errors : vErrors.concat(validate411.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification_pref.updated"){
if(!(validate418(data, {instancePath}))){
vErrors = vErrors === null ? validate418.errors : vErrors.concat(validate418.errors);
errors = vErrors.length;
}
}
else if(tag0 === "quiet_hours.updated"){
if(!(validate425(data, {instancePath}))){
vErrors = vErrors === null ? validate425.errors : vErrors.concat(validate425.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.updated"){
if(!(validate431(data, {instancePath}))){
vErrors = vErrors === null ? validate431.errors : vErrors.concat(validate431.errors);
errors = vErrors.length;
}
}
else if(tag0 === "terminal_session.changed"){
if(!(validate437(data, {instancePath}))){
vErrors = vErrors === null ? validate437.errors : vErrors.concat(validate437.errors);
errors = vErrors.length;
}
}
else if(tag0 === "typing.started"){
if(!(validate444(data, {instancePath}))){
vErrors = vErrors === null ? validate444.errors : vErrors.concat(validate444.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.updated"){
if(!(validate453(data, {instancePath}))){
vErrors = vErrors === null ? validate453.errors : vErrors.concat(validate453.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.presence_changed"){
if(!(validate473(data, {instancePath}))){
vErrors = vErrors === null ? validate473.errors : vErrors.concat(validate473.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification.created"){
if(!(validate478(data, {instancePath}))){
vErrors = vErrors === null ? validate478.errors : vErrors.concat(validate478.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.autocomplete_requested"){
if(!(validate488(data, {instancePath}))){
vErrors = vErrors === null ? validate488.errors : vErrors.concat(validate488.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.presence_changed"){
if(!(validate500(data, {instancePath}))){
vErrors = vErrors === null ? validate500.errors : vErrors.concat(validate500.errors);
errors = vErrors.length;
}
}
else if(tag0 === "stats.live"){
if(!(validate505(data, {instancePath}))){
vErrors = vErrors === null ? validate505.errors : vErrors.concat(validate505.errors);
errors = vErrors.length;
}
}
else {
validate594.errors = [{instancePath,keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate594.errors = [{instancePath,keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate594.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate594.errors = vErrors;
return errors === 0;
}

export const Envelope = /*#__PURE__*/ withMessages(validate641);
const schema172_57 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"invocation_token":true,"redelivered":true,"sync_epoch":true};

function validate647(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.id === undefined) && (missing0 = "id"))){
validate647.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "id")) || (key0 === "version"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate647.errors = [{instancePath:instancePath+"/kind",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate647.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate647.errors = [{instancePath:instancePath+"/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate647.errors = [{instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs6 = errors;
if(!(validate76(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate647.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate647.errors = vErrors;
return errors === 0;
}

const pattern9 = /*#__PURE__*/ new RegExp("^[a-z_]+(\\.[a-z_]+)+$", "u");

function validate641(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))){
validate641.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema172_57, key0))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate57(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seq !== undefined){
const _errs3 = errors;
if(!(validate110(data.seq, {instancePath:instancePath+"/seq"}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data2 === "string"){
if(!pattern9.test(data2)){
validate641.errors = [{instancePath:instancePath+"/type",keyword:"pattern",params:{pattern: "^[a-z_]+(\\.[a-z_]+)+$"}}];
return false;
}
}
else {
validate641.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data3 = data.schema_version;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate641.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate641.errors = [{instancePath:instancePath+"/schema_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.occurred_at !== undefined){
const _errs8 = errors;
if(!(validate55(data.occurred_at, {instancePath:instancePath+"/occurred_at"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
const _errs9 = errors;
if(!(validate113(data.actor, {instancePath:instancePath+"/actor"}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs10 = errors;
if(!(validate116(data.scope, {instancePath:instancePath+"/scope"}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
const _errs11 = errors;
if(!(validate647(data.resource, {instancePath:instancePath+"/resource"}))){
vErrors = vErrors === null ? validate647.errors : vErrors.concat(validate647.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.audience !== undefined){
let data8 = data.audience;
const _errs12 = errors;
if(typeof data8 !== "string"){
validate641.errors = [{instancePath:instancePath+"/audience",keyword:"type",params:{type: "string"}}];
return false;
}
if("self" !== data8){
validate641.errors = [{instancePath:instancePath+"/audience",keyword:"const",params:{allowedValue: "self"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data9 = data.payload;
const _errs14 = errors;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
validate641.errors = [{instancePath:instancePath+"/payload",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redacted !== undefined){
const _errs16 = errors;
if(typeof data.redacted !== "boolean"){
validate641.errors = [{instancePath:instancePath+"/redacted",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.truncated !== undefined){
const _errs18 = errors;
if(typeof data.truncated !== "boolean"){
validate641.errors = [{instancePath:instancePath+"/truncated",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.correlation_id !== undefined){
const _errs20 = errors;
if(!(validate60(data.correlation_id, {instancePath:instancePath+"/correlation_id"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trace_context !== undefined){
let data13 = data.trace_context;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data13 === "string"){
if(!pattern4.test(data13)){
validate641.errors = [{instancePath:instancePath+"/trace_context",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"}}];
return false;
}
}
else {
validate641.errors = [{instancePath:instancePath+"/trace_context",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_msg_id !== undefined){
const _errs23 = errors;
if(!(validate57(data.client_msg_id, {instancePath:instancePath+"/client_msg_id"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permission_version !== undefined){
let data15 = data.permission_version;
const _errs24 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate641.errors = [{instancePath:instancePath+"/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs24){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate641.errors = [{instancePath:instancePath+"/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invocation_token !== undefined){
let data16 = data.invocation_token;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data16 === "string"){
if(func1(data16) < 1){
validate641.errors = [{instancePath:instancePath+"/invocation_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate641.errors = [{instancePath:instancePath+"/invocation_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redelivered !== undefined){
const _errs28 = errors;
if(typeof data.redelivered !== "boolean"){
validate641.errors = [{instancePath:instancePath+"/redelivered",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs30 = errors;
if(!(validate57(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate641.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate641.errors = vErrors;
return errors === 0;
}

export const ResyncRequiredFrame = /*#__PURE__*/ withMessages(validate653);

function validate653(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate653.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
delete data[key0];
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate653.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("resync_required" !== data0){
validate653.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "resync_required"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.reason === undefined) && (missing1 = "reason")) || ((data1.head_seq === undefined) && (missing1 = "head_seq"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate653.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(((key1 === "reason") || (key1 === "head_seq")) || (key1 === "sync_epoch"))){
delete data1[key1];
}
}
if(_errs6 === errors){
if(data1.reason !== undefined){
const _errs7 = errors;
if(!(validate564(data1.reason, {instancePath:instancePath+"/d/reason"}))){
vErrors = vErrors === null ? validate564.errors : vErrors.concat(validate564.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.head_seq !== undefined){
const _errs8 = errors;
if(!(validate68(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs9 = errors;
if(!(validate57(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate653.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate653.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate653.errors = vErrors;
return errors === 0;
}

