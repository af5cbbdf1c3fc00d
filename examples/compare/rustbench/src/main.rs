//! rustbench times the Rust `linkify` crate on files for examples/compare,
//! which runs it side by side with the Go contenders. It serves requests on
//! stdin, one a line, and answers each on stdout:
//!
//!     <all|scheme> <lines|records|whole> <pass-ms> <file>  ->  <MB/s> <CPU MB/s> <links>
//!
//! `all` finds URLs (also without a scheme, as uts58 does by default) and
//! e-mail addresses; `scheme` finds only URLs with a scheme (uts58 with
//! WithSchemeless(false) and WithEmail(false)). `lines` gives the text line
//! by line (each line with its '\n', as Go's strings.Lines cuts it),
//! `records` record by record (the file holds them with '\x1e' between
//! them, which no record holds), `whole` as one string. A request repeats its pass for at least pass-ms (once if a
//! pass takes longer): a warm round. Files are read once and kept.

use std::collections::HashMap;
use std::hint::black_box;
use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

use linkify::{LinkFinder, LinkKind};

#[repr(C)]
struct Timeval {
    sec: i64,
    usec: i64,
}

#[repr(C)]
struct Rusage {
    utime: Timeval,
    stime: Timeval,
    rest: [i64; 14],
}

extern "C" {
    fn getrusage(who: i32, usage: *mut Rusage) -> i32;
}

/// The CPU time (user and system) of the process so far, in seconds.
fn cpu_seconds() -> f64 {
    let mut r = Rusage {
        utime: Timeval { sec: 0, usec: 0 },
        stime: Timeval { sec: 0, usec: 0 },
        rest: [0; 14],
    };
    // Safe: getrusage(RUSAGE_SELF) writes the struct it is given, which has
    // the layout of struct rusage on 64-bit Linux.
    unsafe { getrusage(0, &mut r) };
    (r.utime.sec + r.stime.sec) as f64 + (r.utime.usec + r.stime.usec) as f64 / 1e6
}

fn finder(mode: &str) -> Option<LinkFinder> {
    let mut f = LinkFinder::new();
    match mode {
        "all" => {
            f.url_must_have_scheme(false);
        }
        "scheme" => {
            f.kinds(&[LinkKind::Url]);
            f.url_must_have_scheme(true);
        }
        _ => return None,
    }
    Some(f)
}

fn main() {
    let mut files: HashMap<String, String> = HashMap::new();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for req in io::stdin().lock().lines() {
        let req = req.expect("stdin");
        let f: Vec<&str> = req.splitn(4, ' ').collect();
        if f.len() != 4 {
            writeln!(
                out,
                "error: want <all|scheme> <lines|records|whole> <pass-ms> <file>"
            )
            .unwrap();
            out.flush().unwrap();
            continue;
        }
        let (Some(lf), Ok(ms)) = (finder(f[0]), f[2].parse::<u64>()) else {
            writeln!(out, "error: bad request {req:?}").unwrap();
            out.flush().unwrap();
            continue;
        };
        let path = f[3].to_string();
        if !files.contains_key(&path) {
            match std::fs::read_to_string(&path) {
                Ok(t) => {
                    files.insert(path.clone(), t);
                }
                Err(e) => {
                    writeln!(out, "error: {path}: {e}").unwrap();
                    out.flush().unwrap();
                    continue;
                }
            }
        }
        let text = files[&path].as_str();
        let lines: Vec<&str> = match f[1] {
            "records" => text.split('\x1e').collect(),
            _ => text.split_inclusive('\n').collect(),
        };
        let size: usize = lines.iter().map(|l| l.len()).sum();
        let pass = || -> usize {
            if f[1] == "whole" {
                lf.links(black_box(text)).count()
            } else {
                lines.iter().map(|l| lf.links(black_box(l)).count()).sum()
            }
        };
        let min = Duration::from_millis(ms);
        let (start, cpu, mut passes, mut links) = (Instant::now(), cpu_seconds(), 0u64, 0);
        while passes == 0 || start.elapsed() < min {
            links = black_box(pass());
            passes += 1;
        }
        let (secs, cpu) = (start.elapsed().as_secs_f64(), cpu_seconds() - cpu);
        let mb = (size as u64 * passes) as f64 / 1e6;
        writeln!(out, "{:.1} {:.1} {}", mb / secs, mb / cpu, links).unwrap();
        out.flush().unwrap();
    }
}
