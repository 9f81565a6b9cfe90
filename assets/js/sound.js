/* Tefuda sound: short sounds made with the Web Audio API (nothing to download).
 *
 *   tefudaSound.configure({enabled, volume})   from the settings (volume 0-100)
 *   tefudaSound.play(["play", "flip"])          one after another, if enabled
 *   tefudaSound.played                          the names played so far (newest last; a test hook)
 *
 * Browsers let a page start audio only after a gesture (the autoplay policy), so the
 * AudioContext is made at the first tap or key press once sound is on, never at load; a sound
 * asked for before that is skipped.  Sounds: deal, draw, play, flip, trick, win, lose, tie.
 */
(function () {
  "use strict";
  var enabled = false;
  var volume = 0.6;
  var audio = null;
  var master = null;
  var noise = null;
  var played = [];
  var KEEP = 100;
  var GAP = 0.11;  // seconds between sounds asked for together
  var touched = false;  // a tap or key press has happened on this page

  function context() {
    if (!audio && enabled && touched) {
      var Context = window.AudioContext || window.webkitAudioContext;
      if (!Context) { return null; }
      audio = new Context();
      master = audio.createGain();
      master.connect(audio.destination);
      var length = Math.floor(audio.sampleRate * 0.25);
      noise = audio.createBuffer(1, length, audio.sampleRate);
      var data = noise.getChannelData(0);
      for (var i = 0; i < length; i++) { data[i] = Math.random() * 2 - 1; }
      setVolume();
    }
    if (audio && audio.state === "suspended") { audio.resume(); }
    return audio;
  }

  function setVolume() {
    // loudness grows with the square of the gain: the slider's steps sound even
    if (master) { master.gain.value = volume * volume * 0.5; }
  }

  function envelope(start, length, peak) {
    var gain = audio.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(peak, start + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    gain.connect(master);
    return gain;
  }

  function tone(at, frequency, length, type, peak) {
    var osc = audio.createOscillator();
    osc.type = type;
    osc.frequency.setValueAtTime(frequency, at);
    osc.connect(envelope(at, length, peak));
    osc.start(at);
    osc.stop(at + length + 0.02);
  }

  function rustle(at, length, frequency, peak) {
    var source = audio.createBufferSource();
    source.buffer = noise;
    var filter = audio.createBiquadFilter();
    filter.type = "bandpass";
    filter.frequency.setValueAtTime(frequency, at);
    filter.Q.value = 1.2;
    source.connect(filter);
    filter.connect(envelope(at, length, peak));
    source.start(at);
    source.stop(at + length + 0.02);
  }

  var SOUNDS = {
    deal: function (t) { for (var i = 0; i < 3; i++) { rustle(t + i * 0.07, 0.06, 2600, 0.5); } return 0.25; },
    draw: function (t) { rustle(t, 0.1, 1800, 0.45); return 0.1; },
    play: function (t) { rustle(t, 0.05, 1200, 0.6); tone(t, 170, 0.09, "triangle", 0.35); return 0.1; },
    flip: function (t) { rustle(t, 0.04, 3200, 0.45); rustle(t + 0.06, 0.05, 2200, 0.4); return 0.12; },
    trick: function (t) { tone(t, 520, 0.1, "sine", 0.3); tone(t + 0.08, 780, 0.14, "sine", 0.3); return 0.22; },
    win: function (t) {
      [523.25, 659.25, 783.99, 1046.5].forEach(function (f, i) { tone(t + i * 0.1, f, 0.28, "triangle", 0.3); });
      return 0.6;
    },
    lose: function (t) {
      [392, 329.63, 261.63].forEach(function (f, i) { tone(t + i * 0.15, f, 0.32, "sine", 0.3); });
      return 0.6;
    },
    tie: function (t) { tone(t, 440, 0.18, "sine", 0.25); tone(t + 0.22, 440, 0.18, "sine", 0.25); return 0.4; }
  };

  function play(names) {
    if (!enabled || !context()) { return; }
    var at = audio.currentTime + 0.01;
    Array.prototype.forEach.call(names, function (name) {
      var make = SOUNDS[name];
      if (!make) { return; }
      at += make(at) + GAP;
      played.push(name);
    });
    if (played.length > KEEP) { played.splice(0, played.length - KEEP); }
  }

  function configure(options) {
    enabled = !!(options && options.enabled);
    var v = options ? Number(options.volume) : 60;
    volume = v >= 0 && v <= 100 ? v / 100 : 0.6;
    setVolume();
    if (enabled) { context(); }  // inside the tap that turned sound on, if that is where we are
  }

  // the first tap or key press (once sound is on) makes the AudioContext: a page's own record
  // of the gesture, as a browser may count a navigation as one (navigator.userActivation)
  var unlock = function () { touched = true; if (enabled) { context(); } };
  document.addEventListener("pointerdown", unlock, true);
  document.addEventListener("keydown", unlock, true);

  window.tefudaSound = {
    configure: configure,
    play: play,
    played: played,
    get context() { return audio; }
  };
})();
