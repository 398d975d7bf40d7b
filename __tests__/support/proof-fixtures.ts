// Proof and customers' stories for the tests only: the live content has none, and nothing here
// may ever be copied into it. Every name says it is a fixture; the media are silent or blank.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AgentProofFile, CustomerStory } from "@/content/schema";

/** Where the fixture media go in a copy of the site, as the pages address them. */
export const fixtureMedia = {
  audio: "/media/fixtures/demo-call.wav",
  video: "/media/fixtures/demo-run.webm",
  captions: "/media/fixtures/demo-run.vtt",
} as const;

/** A tenth of a second of silence: 8 kHz, 8-bit mono PCM in a WAV file. */
export function silentWav(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  // 8-bit PCM is unsigned: 128 is silence.
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/** A quarter of a second of a blank frame, recorded as WebM (VP8) by Chromium's MediaRecorder. */
export const blankWebm = (): Buffer => readFileSync(join(__dirname, "proof-blank.webm"));

export const fixtureCaptions = "WEBVTT\n\n00:00.000 --> 00:00.250\nFixture caption: the agent answers.\n";

/** Every file the fixtures' media need, by path from the project root. */
export const fixtureMediaFiles = (): Record<string, Buffer | string> => ({
  [`public${fixtureMedia.audio}`]: silentWav(),
  [`public${fixtureMedia.video}`]: blankWebm(),
  [`public${fixtureMedia.captions}`]: fixtureCaptions,
});

export const fixtureTranscript = "Caller: Fixture question, for the tests.\nAgent: Fixture answer, for the tests.";
export const fixturePhone = "+15550100100";
export const fixtureDeployments = 7;

/** Every kind of proof, each confirmed or not. */
export function proofFixture(confirmed: boolean): AgentProofFile {
  return {
    liveDeployments: { value: fixtureDeployments, confirmed },
    demoAudio: { value: { src: fixtureMedia.audio, transcript: fixtureTranscript }, confirmed },
    demoVideo: { value: { src: fixtureMedia.video, captions: fixtureMedia.captions }, confirmed },
    demoPhone: { value: fixturePhone, confirmed },
  };
}

/** A story of a made-up customer who uses the agents. */
export function storyFixture(customer: string, agents: string[], confirmed: boolean): CustomerStory {
  return {
    customer,
    industry: "Test fixture",
    agents,
    challenge: `${customer} needed a fixture challenge.`,
    outcome: `${customer} saw a fixture outcome.`,
    quote: { text: `${customer} said a fixture sentence.`, attribution: "A fixture person, fixture role" },
    consent: { value: `Fixture consent for ${customer}`, confirmed },
  };
}
