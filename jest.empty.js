// Stands in for the server-only marker package under jest, which has no react-server condition.
module.exports = {};
